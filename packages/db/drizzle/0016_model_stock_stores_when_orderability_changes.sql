-- model_stock_stores (0005, 0014) after an UPDATE of stock: refresh only the models of rows whose
-- orderability changed (quantity above blocked before and after differ) or whose key changed.
-- An order taking 1 of 40 units changes no model's stores; before, every reservation refreshed
-- its model's row and held that row's lock to commit, so concurrent orders of one model queued
-- behind each other. INSERT and DELETE still refresh every touched model.
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
    FROM (
      SELECT n.variant_id FROM new_rows n
      LEFT JOIN old_rows o ON o.variant_id = n.variant_id AND o.store_id = n.store_id
      WHERE o.variant_id IS NULL OR (n.quantity > n.blocked_quantity) IS DISTINCT FROM (o.quantity > o.blocked_quantity)
      UNION
      SELECT o.variant_id FROM old_rows o
      LEFT JOIN new_rows n ON n.variant_id = o.variant_id AND n.store_id = o.store_id
      WHERE n.variant_id IS NULL
    ) r JOIN product_variants v ON v.id = r.variant_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_model_stock_stores(ids);
  END IF;
  RETURN NULL;
END
$$;
