-- The catalogue facts that cart validation and order placement keep in memory (prices, names,
-- availability, tax class, groups; docs/checkout.md "Caching") belong to the `catalogue` cache
-- version. Every statement that writes one of their tables bumps it in its own transaction, so
-- a changed price can never be answered from memory, whoever writes it (an import, a tool, SQL
-- by hand). Statement-level: a bulk load bumps once per statement, not once per row.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (scope, version, updated_at) VALUES ('catalogue', 1, now())
  ON CONFLICT (scope) DO UPDATE SET version = cache_versions.version + 1, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER model_prices_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON model_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER variant_prices_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_models_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_models
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_model_translations_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_model_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_model_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_model_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER manufacturers_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER colours_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colours
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER colour_translations_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colour_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER sizes_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_type_translations_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_type_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
