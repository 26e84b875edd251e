-- A gift card's balance (the sum of its ledger) never goes below zero (docs/orders.md "Gift
-- cards"). The card row is locked first, so concurrent spends of one card are checked one after
-- another and each sees the others' committed rows.
CREATE OR REPLACE FUNCTION gift_card_balance_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  IF NEW.amount >= 0 THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM gift_cards WHERE id = NEW.gift_card_id FOR UPDATE;
  SELECT coalesce(sum(amount), 0) INTO balance FROM gift_card_transactions WHERE gift_card_id = NEW.gift_card_id;
  IF balance + NEW.amount < 0 THEN
    RAISE EXCEPTION 'gift card % balance % cannot pay %', NEW.gift_card_id, balance, -NEW.amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'gift_card_balance_not_negative';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gift_card_balance_guard BEFORE INSERT ON gift_card_transactions
  FOR EACH ROW EXECUTE FUNCTION gift_card_balance_guard();
--> statement-breakpoint
-- model_stock_stores (0005) refreshed by an upsert in model order: orders reserving different
-- variants of one model at the same time update the row one after another instead of both
-- inserting it (a duplicate key), and two statements lock the models in the same order.
CREATE OR REPLACE FUNCTION refresh_model_stock_stores(model_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO model_stock_stores (model_id, store_ids)
  SELECT v.model_id, array_agg(DISTINCT s.store_id ORDER BY s.store_id)
  FROM stock s JOIN product_variants v ON v.id = s.variant_id
  WHERE v.model_id = ANY(model_ids) AND s.quantity > s.blocked_quantity
  GROUP BY v.model_id
  ORDER BY v.model_id
  ON CONFLICT (model_id) DO UPDATE SET store_ids = excluded.store_ids
  WHERE model_stock_stores.store_ids IS DISTINCT FROM excluded.store_ids;
  DELETE FROM model_stock_stores m
  WHERE m.model_id = ANY(model_ids)
    AND NOT EXISTS (
      SELECT 1 FROM stock s JOIN product_variants v ON v.id = s.variant_id
      WHERE v.model_id = m.model_id AND s.quantity > s.blocked_quantity
    );
$$;
