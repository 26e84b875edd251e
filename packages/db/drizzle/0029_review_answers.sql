ALTER TABLE "reviews" ADD COLUMN "shop_answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_answered_at" timestamp with time zone;