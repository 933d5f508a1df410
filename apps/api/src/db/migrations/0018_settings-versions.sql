CREATE TABLE "shipping_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"free_shipping_threshold_minor_sgd" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK ("shipping_settings"."id" = 'shop')
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_countries" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "shipping_settings" ("id", "free_shipping_threshold_minor_sgd") VALUES ('shop', 65000) ON CONFLICT DO NOTHING;
