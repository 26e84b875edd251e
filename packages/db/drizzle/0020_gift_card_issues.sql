CREATE TABLE "gift_card_issues" (
	"gift_card_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_position" smallint NOT NULL,
	"unit" smallint NOT NULL,
	"model_id" integer NOT NULL,
	"value" integer NOT NULL,
	"recipient_name" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_issues_value" CHECK ("gift_card_issues"."value" > 0 and "gift_card_issues"."unit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "gift_card_issues" ADD CONSTRAINT "gift_card_issues_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_issues" ADD CONSTRAINT "gift_card_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_issues_line_unit_uq" ON "gift_card_issues" USING btree ("order_id","line_position","unit");--> statement-breakpoint
CREATE INDEX "gift_card_issues_order_idx" ON "gift_card_issues" USING btree ("order_id");