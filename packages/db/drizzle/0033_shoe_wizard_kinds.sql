ALTER TABLE "product_groups" ADD COLUMN "shoe_kind" text;--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_shoe_kind_key" ON "product_groups" USING btree ("shoe_kind");--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_shoe_kind_valid" CHECK ("product_groups"."shoe_kind" in ('footwear', 'hiking', 'trail', 'winter', 'sandal'));--> statement-breakpoint
-- Existing catalogues: the groups the wizard used to find by their Finnish paths get their part once.
UPDATE "product_groups" g SET "shoe_kind" = k.kind
  FROM "product_group_translations" t,
       (VALUES ('jalkineet', 'footwear'), ('jalkineet/vaelluskengat', 'hiking'), ('jalkineet/polkujuoksukengat', 'trail'),
               ('jalkineet/talvikengat', 'winter'), ('jalkineet/sandaalit', 'sandal')) AS k(path, kind)
 WHERE t.group_id = g.id AND t.language = 'fi' AND t.path = k.path;
