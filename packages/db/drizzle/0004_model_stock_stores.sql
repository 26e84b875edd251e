CREATE TABLE "model_stock_stores" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"store_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_stock_stores" ADD CONSTRAINT "model_stock_stores_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;