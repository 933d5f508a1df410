ALTER TABLE "order_pieces" ADD COLUMN "product_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "category" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_pieces_type_idx" ON "order_pieces" USING btree ("product_type","order_id");--> statement-breakpoint
CREATE INDEX "orders_status_due_idx" ON "orders" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- Orders made before these columns: read them from the snapshots they were sold with.
UPDATE "order_pieces" SET
  "product_type" = coalesce("snapshot"->>'productType', ''),
  "category" = coalesce("snapshot"->>'category', 'piece');--> statement-breakpoint
UPDATE "orders" SET
  "customer_name" = trim(coalesce("snapshot"->'address'->>'firstName', '') || ' ' || coalesce("snapshot"->'address'->>'lastName', '')),
  "due_on" = CASE WHEN "snapshot"->'delivery'->>'latest' IS NULL THEN NULL
    ELSE ("snapshot"->'delivery'->>'latest')::date - coalesce(("snapshot"->'shipping'->'deliveryDays'->>'max')::int, 0) END;--> statement-breakpoint
UPDATE "order_pieces" p SET "due_on" = o."due_on" FROM "orders" o WHERE o."id" = p."order_id";
