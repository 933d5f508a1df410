CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"reference" text NOT NULL,
	"variant_id" text NOT NULL,
	"accessory_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_pieces" (
	"cart_id" text NOT NULL,
	"reference" text NOT NULL,
	"product_type" text NOT NULL,
	"category" text NOT NULL,
	"fabric_product_id" text NOT NULL,
	"fabric_variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"design" text NOT NULL,
	"sizing" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_pieces_cart_id_reference_pk" PRIMARY KEY("cart_id","reference"),
	CONSTRAINT "cart_pieces_quantity" CHECK ("cart_pieces"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"trial_only" boolean DEFAULT false NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"usage_limit_total" integer,
	"usage_limit_per_customer" integer,
	"usage_limit_per_month" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_upper" CHECK ("discount_codes"."code" = upper("discount_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "merged_into_cart_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_status" text DEFAULT 'on_sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_status_note" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_reference_cart_pieces_cart_id_reference_fk" FOREIGN KEY ("cart_id","reference") REFERENCES "public"."cart_pieces"("cart_id","reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pieces" ADD CONSTRAINT "cart_pieces_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_piece_variant_key" ON "cart_lines" USING btree ("cart_id","reference","variant_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_idx" ON "discount_redemptions" USING btree ("code","redeemed_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."customer_id" is null and "carts"."completed_at" is null;--> statement-breakpoint
-- A cart's answer is kept in memory on the embedded database (decision 021) and forgotten as soon
-- as the cart, one of its pieces or lines changes: each change is announced with the cart's id.
CREATE TRIGGER "carts_announce_cart_change" AFTER INSERT OR UPDATE OR DELETE ON "carts" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('cart_changed', 'id');--> statement-breakpoint
CREATE TRIGGER "cart_pieces_announce_cart_change" AFTER INSERT OR UPDATE OR DELETE ON "cart_pieces" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('cart_changed', 'cart_id');--> statement-breakpoint
CREATE TRIGGER "cart_lines_announce_cart_change" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('cart_changed', 'cart_id');
--> statement-breakpoint
-- Adds or replaces pieces of a cart in one statement, under the cart's row lock: the hot path of a
-- cart (issue 14: 50 parallel adds to one cart), where each round trip made while holding the lock
-- is paid by every add waiting behind it. A piece whose reference is in the cart already replaces it
-- in its place (an edit); a new one goes last. Answers 'ok', or why not: 'not_found', 'forbidden'
-- (another customer's cart), 'completed' or 'merged'. More than `max_pieces` pieces raises
-- 'too_many_pieces', which undoes the whole statement. `pieces` is a JSON array of
-- { reference, productType, category, fabricProductId, fabricVariantId, quantity, design, sizing,
--   lines: [{ id, variantId, accessoryKey }] }.
CREATE FUNCTION "cart_write_pieces"("cart" text, "caller" text, "pieces" jsonb, "at" timestamptz, "max_pieces" integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  "cart_row" record;
  "piece" jsonb;
  "next_position" integer;
  "replaced" boolean;
  "held" integer;
BEGIN
  SELECT "customer_id", "completed_at", "merged_into_cart_id" INTO "cart_row" FROM "carts" WHERE "id" = "cart" FOR UPDATE;
  IF NOT FOUND THEN RETURN 'not_found'; END IF;
  IF "cart_row"."customer_id" IS NOT NULL AND "cart_row"."customer_id" IS DISTINCT FROM "caller" THEN RETURN 'forbidden'; END IF;
  IF "cart_row"."completed_at" IS NOT NULL THEN RETURN 'completed'; END IF;
  IF "cart_row"."merged_into_cart_id" IS NOT NULL THEN RETURN 'merged'; END IF;
  SELECT coalesce(max("position"), -1) INTO "next_position" FROM "cart_pieces" WHERE "cart_id" = "cart";
  FOR "piece" IN SELECT "value" FROM jsonb_array_elements("pieces") LOOP
    "next_position" := "next_position" + 1;
    INSERT INTO "cart_pieces" ("cart_id", "reference", "product_type", "category", "fabric_product_id", "fabric_variant_id", "quantity", "design", "sizing", "position", "created_at", "updated_at")
    VALUES ("cart", "piece" ->> 'reference', "piece" ->> 'productType', "piece" ->> 'category', "piece" ->> 'fabricProductId', "piece" ->> 'fabricVariantId',
      ("piece" ->> 'quantity')::integer, "piece" ->> 'design', "piece" -> 'sizing', "next_position", "at", "at")
    ON CONFLICT ("cart_id", "reference") DO UPDATE SET
      "product_type" = excluded."product_type", "category" = excluded."category", "fabric_product_id" = excluded."fabric_product_id",
      "fabric_variant_id" = excluded."fabric_variant_id", "quantity" = excluded."quantity", "design" = excluded."design",
      "sizing" = excluded."sizing", "updated_at" = excluded."updated_at"
    RETURNING (xmax <> 0) INTO "replaced";
    IF "replaced" THEN
      DELETE FROM "cart_lines" WHERE "cart_id" = "cart" AND "reference" = "piece" ->> 'reference';
    END IF;
    INSERT INTO "cart_lines" ("id", "cart_id", "reference", "variant_id", "accessory_key", "position")
    SELECT "line" ->> 'id', "cart", "piece" ->> 'reference', "line" ->> 'variantId', "line" ->> 'accessoryKey', ("ordinal" - 1)::integer
    FROM jsonb_array_elements("piece" -> 'lines') WITH ORDINALITY AS "parts"("line", "ordinal");
  END LOOP;
  SELECT count(*) INTO "held" FROM "cart_pieces" WHERE "cart_id" = "cart";
  IF "held" > "max_pieces" THEN
    RAISE EXCEPTION 'too_many_pieces' USING ERRCODE = 'P0001';
  END IF;
  UPDATE "carts" SET "updated_at" = "at" WHERE "id" = "cart";
  RETURN 'ok';
END
$$;
