CREATE TABLE "preorder_products" (
	"preorder_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "preorder_products_preorder_id_product_id_pk" PRIMARY KEY("preorder_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "preorder_products" ADD CONSTRAINT "preorder_products_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_products" ADD CONSTRAINT "preorder_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preorder_products_product_idx" ON "preorder_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_body_or_file" CHECK (("media"."body" is null) <> ("media"."file_key" is null));--> statement-breakpoint
-- A shop seeded before this: its pre-order's collection is the fabrics tagged Preorder, in listing order.
INSERT INTO "preorder_products" ("preorder_id", "product_id", "position")
SELECT p."id", f."id", (row_number() OVER (PARTITION BY p."id" ORDER BY array_position(p."products_order", f."product_type"), f."position", f."id"))::int - 1
FROM "preorders" p CROSS JOIN "products" f
WHERE f."kind" = 'fabric' AND 'Preorder' = ANY(f."tags") AND f."product_type" = ANY(p."products_order")
ON CONFLICT DO NOTHING;
