CREATE TABLE "search_documents" (
	"model_id" integer NOT NULL,
	"language" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"words" text NOT NULL,
	CONSTRAINT "search_documents_model_id_language_pk" PRIMARY KEY("model_id","language")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
CREATE TABLE "reco_scores" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reco_signals" (
	"model_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"add_to_carts" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reco_signals_model_id_day_pk" PRIMARY KEY("model_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_model_translations" ADD COLUMN "description_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reco_scores" ADD CONSTRAINT "reco_scores_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reco_signals" ADD CONSTRAINT "reco_signals_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "reco_signals_day_idx" ON "reco_signals" USING btree ("day");