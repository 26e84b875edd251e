-- Full-text search (docs/search.md): the trigram extension and indexes, the plain-text
-- description, the functions that build search documents, and the triggers that keep them
-- fresh when catalogue data changes. Written by hand: drizzle-kit cannot express these.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_words_trgm_idx" ON "search_documents" USING gin ("words" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The text-search configuration of a shop language: the snowball stemmer of the language,
-- or 'simple' (no stemming) for a language without one, or when the server lacks it.
CREATE OR REPLACE FUNCTION search_config(lang text) RETURNS regconfig
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT c.oid::regconfig FROM pg_ts_config c
      WHERE c.cfgname = CASE lang
        WHEN 'fi' THEN 'finnish' WHEN 'sv' THEN 'swedish' WHEN 'en' THEN 'english'
        WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' WHEN 'ru' THEN 'russian' END
      LIMIT 1),
    'simple'::regconfig)
$$;
--> statement-breakpoint
-- HTML to plain text: tags become spaces, the entities the catalogue writes are decoded
-- (&amp; last, so "&amp;lt;" stays "&lt;"), whitespace is collapsed and trimmed.
CREATE OR REPLACE FUNCTION html_to_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_model_translations_description_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.description_text := html_to_text(NEW.long_description_html);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_model_translations_description_text
  BEFORE INSERT OR UPDATE ON product_model_translations
  FOR EACH ROW EXECUTE FUNCTION product_model_translations_description_text();
--> statement-breakpoint
UPDATE product_model_translations SET description_text = html_to_text(long_description_html);
--> statement-breakpoint
-- Rebuilds the search documents of the given models in every language (NULL: all models) and
-- adds the words of their names, brands and short descriptions to the typo vocabulary. Weights: A name and brand, B the names of the
-- model's groups and their ancestors, C short description, D long description.
CREATE OR REPLACE FUNCTION refresh_search_documents(model_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d WHERE model_ids IS NULL OR d.model_id = ANY (model_ids);

  INSERT INTO search_documents (model_id, language, document, words)
  WITH RECURSIVE chain AS (
    SELECT g.id AS group_id, g.id AS ancestor_id, g.parent_id FROM product_groups g
    UNION ALL
    SELECT c.group_id, p.id, p.parent_id FROM chain c JOIN product_groups p ON p.id = c.parent_id
  ),
  model_group_names AS (
    SELECT x.model_id, x.language, string_agg(x.name, ' ' ORDER BY x.name) AS names
    FROM (
      SELECT DISTINCT mg.model_id, gt.language, gt.name
      FROM product_model_groups mg
      JOIN chain c ON c.group_id = mg.group_id
      JOIN product_group_translations gt ON gt.group_id = c.ancestor_id
      WHERE model_ids IS NULL OR mg.model_id = ANY (model_ids)
    ) x
    GROUP BY x.model_id, x.language
  )
  SELECT t.model_id, t.language,
    setweight(to_tsvector(l.cfg, t.name || ' ' || m.name), 'A')
      || setweight(to_tsvector(l.cfg, coalesce(g.names, '')), 'B')
      || setweight(to_tsvector(l.cfg, t.short_description), 'C')
      || setweight(to_tsvector(l.cfg, t.description_text), 'D'),
    lower(t.name || ' ' || m.name)
  FROM product_model_translations t
  JOIN (SELECT code, search_config(code) AS cfg FROM languages) l ON l.code = t.language
  JOIN product_models pm ON pm.id = t.model_id
  JOIN manufacturers m ON m.id = pm.manufacturer_id
  LEFT JOIN model_group_names g ON g.model_id = t.model_id AND g.language = t.language
  WHERE model_ids IS NULL OR t.model_id = ANY (model_ids);

  -- Words are only ever added here; a word no model uses any more only costs a correction
  -- that finds nothing, and a full refresh (NULL) starts the vocabulary afresh.
  IF model_ids IS NULL THEN
    DELETE FROM search_words;
  END IF;
  -- Words are split by the text-search parser ('simple': lower-cased, not stemmed), which is
  -- much faster than a regular expression; hyphenated compounds also come whole, and are left out.
  INSERT INTO search_words (language, word)
  SELECT DISTINCT s.language, s.word FROM (
    SELECT t.language, w AS word
    FROM product_model_translations t
    JOIN product_models pm ON pm.id = t.model_id
    JOIN manufacturers m ON m.id = pm.manufacturer_id,
    unnest(tsvector_to_array(to_tsvector('simple', t.name || ' ' || m.name || ' ' || t.short_description))) w
    WHERE model_ids IS NULL OR t.model_id = ANY (model_ids)
    UNION ALL
    SELECT gt.language, w
    FROM product_group_translations gt, unnest(tsvector_to_array(to_tsvector('simple', gt.name))) w
  ) s
  WHERE length(s.word) >= 3 AND strpos(s.word, '-') = 0
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Models that belong to any of the groups or their descendants.
CREATE OR REPLACE FUNCTION search_models_in_groups(group_ids integer[]) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree AS (
    SELECT g.id FROM product_groups g WHERE g.id = ANY (group_ids)
    UNION
    SELECT c.id FROM product_groups c JOIN tree t ON c.parent_id = t.id
  )
  SELECT coalesce(array_agg(DISTINCT mg.model_id), '{}') FROM product_model_groups mg JOIN tree t ON t.id = mg.group_id
$$;
--> statement-breakpoint
-- Statement-level triggers: one refresh per statement for all the rows it touched. A bulk
-- loader may switch them off for its transaction with
--   select set_config('polku.search_sync', 'off', true)
-- and then call refresh_search_documents itself (the demo seed does, once per chunk).
CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF coalesce(current_setting('polku.search_sync', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('product_model_translations', 'product_model_groups') THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT model_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT model_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT model_id) INTO ids FROM (SELECT model_id FROM new_rows UNION SELECT model_id FROM old_rows) r;
    END IF;
  ELSIF TG_TABLE_NAME = 'product_models' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.manufacturer_id IS DISTINCT FROM o.manufacturer_id;
  ELSIF TG_TABLE_NAME = 'manufacturers' THEN
    SELECT array_agg(pm.id) INTO ids FROM product_models pm
    WHERE pm.manufacturer_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSIF TG_TABLE_NAME = 'product_group_translations' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT search_models_in_groups(array_agg(group_id)) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT search_models_in_groups(array_agg(group_id)) INTO ids FROM old_rows;
    ELSE
      SELECT search_models_in_groups(array_agg(n.group_id)) INTO ids
      FROM new_rows n JOIN old_rows o ON o.group_id = n.group_id AND o.language = n.language
      WHERE n.name IS DISTINCT FROM o.name;
    END IF;
  ELSIF TG_TABLE_NAME = 'product_groups' THEN
    SELECT search_models_in_groups(array_agg(n.id)) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id;
  END IF;
  IF ids IS NOT NULL AND cardinality(ids) > 0 THEN
    PERFORM refresh_search_documents(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_sync_insert AFTER INSERT ON product_model_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON product_model_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_delete AFTER DELETE ON product_model_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_insert AFTER INSERT ON product_model_groups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON product_model_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_delete AFTER DELETE ON product_model_groups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON product_models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON manufacturers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_insert AFTER INSERT ON product_group_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON product_group_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_delete AFTER DELETE ON product_group_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
CREATE TRIGGER search_sync_update AFTER UPDATE ON product_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync();
--> statement-breakpoint
SELECT refresh_search_documents(NULL);
