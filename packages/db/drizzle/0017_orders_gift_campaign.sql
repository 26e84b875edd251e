ALTER TABLE "orders" ADD COLUMN "gift_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_campaign_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_campaign_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_campaign_use_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_campaign_id_gift_campaigns_id_fk" FOREIGN KEY ("gift_campaign_id") REFERENCES "public"."gift_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_campaign_code_id_gift_campaign_codes_id_fk" FOREIGN KEY ("gift_campaign_code_id") REFERENCES "public"."gift_campaign_codes"("id") ON DELETE set null ON UPDATE no action;