-- Keeps model_stock_stores (schema/stores.ts) equal to
--   select v.model_id, array_agg(distinct s.store_id order by s.store_id)
--   from stock s join product_variants v on v.id = s.variant_id
--   where s.quantity > s.blocked_quantity group by v.model_id
-- for every model whose stock a statement touched. Statement-level triggers with transition
-- tables: a bulk load of many rows costs one refresh per statement, not one per row. A model
-- without orderable stock has no row (the list reads that as "no stores").
CREATE OR REPLACE FUNCTION refresh_model_stock_stores(model_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM model_stock_stores WHERE model_id = ANY(model_ids);
  INSERT INTO model_stock_stores (model_id, store_ids)
  SELECT v.model_id, array_agg(DISTINCT s.store_id ORDER BY s.store_id)
  FROM stock s JOIN product_variants v ON v.id = s.variant_id
  WHERE v.model_id = ANY(model_ids) AND s.quantity > s.blocked_quantity
  GROUP BY v.model_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION model_stock_stores_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT v.model_id) INTO ids FROM new_rows n JOIN product_variants v ON v.id = n.variant_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT v.model_id) INTO ids FROM old_rows o JOIN product_variants v ON v.id = o.variant_id;
  ELSE
    SELECT array_agg(DISTINCT v.model_id) INTO ids
    FROM (SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows) r JOIN product_variants v ON v.id = r.variant_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_model_stock_stores(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER model_stock_stores_insert AFTER INSERT ON stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION model_stock_stores_sync();
--> statement-breakpoint
CREATE TRIGGER model_stock_stores_update AFTER UPDATE ON stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION model_stock_stores_sync();
--> statement-breakpoint
CREATE TRIGGER model_stock_stores_delete AFTER DELETE ON stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION model_stock_stores_sync();
--> statement-breakpoint
-- A variant moved to another model carries its stock with it.
CREATE OR REPLACE FUNCTION model_stock_stores_variant_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT m) INTO ids FROM (
    SELECT n.model_id AS m FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.model_id IS DISTINCT FROM o.model_id
    UNION SELECT o.model_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.model_id IS DISTINCT FROM o.model_id
  ) moved;
  IF ids IS NOT NULL THEN
    PERFORM refresh_model_stock_stores(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER model_stock_stores_variant_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION model_stock_stores_variant_sync();
--> statement-breakpoint
SELECT refresh_model_stock_stores(array(SELECT id FROM product_models));
