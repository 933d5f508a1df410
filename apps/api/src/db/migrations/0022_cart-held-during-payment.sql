-- A cart whose payment is under way takes no change (decision 037): paying_payment_id holds it.
ALTER TABLE "carts" ADD COLUMN "paying_payment_id" text;--> statement-breakpoint
-- cart_write_pieces (migration 0007) also refuses a cart whose payment is under way: 'in_payment'.
CREATE OR REPLACE FUNCTION "cart_write_pieces"("cart" text, "caller" text, "pieces" jsonb, "at" timestamptz, "max_pieces" integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  "cart_row" record;
  "piece" jsonb;
  "next_position" integer;
  "replaced" boolean;
  "held" integer;
BEGIN
  SELECT "customer_id", "completed_at", "merged_into_cart_id", "paying_payment_id" INTO "cart_row" FROM "carts" WHERE "id" = "cart" FOR UPDATE;
  IF NOT FOUND THEN RETURN 'not_found'; END IF;
  IF "cart_row"."customer_id" IS NOT NULL AND "cart_row"."customer_id" IS DISTINCT FROM "caller" THEN RETURN 'forbidden'; END IF;
  IF "cart_row"."completed_at" IS NOT NULL THEN RETURN 'completed'; END IF;
  IF "cart_row"."merged_into_cart_id" IS NOT NULL THEN RETURN 'merged'; END IF;
  IF "cart_row"."paying_payment_id" IS NOT NULL THEN RETURN 'in_payment'; END IF;
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
