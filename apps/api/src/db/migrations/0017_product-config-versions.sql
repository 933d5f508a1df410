ALTER TABLE "product_configs" ADD COLUMN "add_on_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_configs" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "product_configs" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_configs" ADD CONSTRAINT "product_configs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The versions kept so far start the history: each keeps the add-on prices of today, as the shop sells them now.
UPDATE "product_configs" AS "pc" SET "note" = 'The configuration before the back office.', "add_on_prices" = coalesce((
  SELECT jsonb_object_agg("v"."id", "v"."price_minor") FROM "variants" AS "v"
  WHERE "v"."id" IN (
    SELECT jsonb_path_query("pc"."document", 'strict $.accessories.*[*].variantId') #>> '{}'
    UNION SELECT jsonb_path_query("pc"."document", 'strict $.accessories.*[*].options[*].variantId') #>> '{}'
  )
), '{}'::jsonb);
