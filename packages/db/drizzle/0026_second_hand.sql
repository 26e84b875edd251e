CREATE TYPE "public"."second_hand_condition" AS ENUM('as_new', 'excellent', 'good', 'fair');--> statement-breakpoint
CREATE TABLE "second_hand_item_translations" (
	"model_id" integer NOT NULL,
	"language" text NOT NULL,
	"wear" text NOT NULL,
	CONSTRAINT "second_hand_item_translations_model_id_language_pk" PRIMARY KEY("model_id","language"),
	CONSTRAINT "second_hand_item_translations_wear" CHECK (length("second_hand_item_translations"."wear") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "second_hand_items" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"condition" "second_hand_condition" NOT NULL,
	"store_id" integer,
	"listed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_hand_item_translations" ADD CONSTRAINT "second_hand_item_translations_model_id_second_hand_items_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."second_hand_items"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_hand_item_translations" ADD CONSTRAINT "second_hand_item_translations_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "second_hand_items" ADD CONSTRAINT "second_hand_items_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_hand_items" ADD CONSTRAINT "second_hand_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_hand_items" ADD CONSTRAINT "second_hand_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_hand_items_variant_uq" ON "second_hand_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "second_hand_items_listed_idx" ON "second_hand_items" USING btree ("listed_at");