CREATE TABLE "write_quotas" (
	"key" text NOT NULL,
	"day" text NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "write_quotas_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscribers_confirm_token_key" ON "mailing_list_subscribers" USING btree ("confirm_token_hash");