// Full-text search (docs/search.md). One search document per product model and language,
// rebuilt by SQL functions from the catalogue tables (migration 0003 holds the functions and
// the triggers that call them), and a vocabulary of catalogue words for typo correction.
//
// The pg_trgm GIN indexes (search_documents.words, search_words.word) are created in the
// custom migration after `create extension pg_trgm`, so they are not declared here: the
// generated migration runs before the extension exists.
import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { languageColumn } from "./columns";
import { productModels } from "./product-models";

/** PostgreSQL's tsvector; read and written only inside SQL, never as a JavaScript value. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const searchDocuments = pgTable(
  "search_documents",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /**
     * Built with the language's text-search configuration (search_config(language)):
     * weight A name and brand, B group names (with ancestors), C short description,
     * D long description as plain text.
     */
    document: tsvector("document").notNull(),
    /** Lower-cased "name brand" for trigram matching (typos, as-you-type suggestions). */
    words: text("words").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.language] }),
    index("search_documents_document_idx").using("gin", t.document),
  ],
);

/**
 * Distinct lower-case words (3+ letters) of model names, brands, short descriptions and group
 * names per language.
 * A misspelt query word is replaced by its nearest words here (pg_trgm similarity) before the
 * full-text query runs, so a typo still reaches descriptions and stemming.
 */
export const searchWords = pgTable(
  "search_words",
  {
    language: languageColumn(),
    word: text("word").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.word] })],
);
