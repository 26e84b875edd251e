-- Back-in-stock arrival (docs/product-page.md "Back-in-stock e-mails"): after any statement that
-- writes `stock` (an import, the staff stock call, a bulk load), the waiting requests of the
-- touched variants that now have sellable stock (quantity above the blocked quantity in some
-- store, the product page's inStock) are marked due. The notifier then queues their e-mails.
-- Statement-level with a transition table: one UPDATE per statement, however many rows it wrote.
CREATE OR REPLACE FUNCTION back_in_stock_mark_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE back_in_stock_requests r
     SET due_at = now()
   WHERE r.notified_at IS NULL
     AND r.due_at IS NULL
     AND r.variant_id IN (SELECT DISTINCT n.variant_id FROM new_rows n WHERE n.quantity > n.blocked_quantity)
     AND EXISTS (SELECT 1 FROM stock s WHERE s.variant_id = r.variant_id AND s.quantity > s.blocked_quantity);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER back_in_stock_due_insert AFTER INSERT ON stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_mark_due();
--> statement-breakpoint
CREATE TRIGGER back_in_stock_due_update AFTER UPDATE ON stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_mark_due();
