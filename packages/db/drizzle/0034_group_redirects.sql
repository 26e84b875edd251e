CREATE TABLE "product_group_redirects" (
	"language" text NOT NULL,
	"from_path" text NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_group_redirects_language_from_path_pk" PRIMARY KEY("language","from_path")
);
--> statement-breakpoint
ALTER TABLE "product_group_redirects" ADD CONSTRAINT "product_group_redirects_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_group_redirects" ADD CONSTRAINT "product_group_redirects_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_group_redirects_group_idx" ON "product_group_redirects" USING btree ("group_id");