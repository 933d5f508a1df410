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
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."customer_id" is null and "carts"."completed_at" is null;