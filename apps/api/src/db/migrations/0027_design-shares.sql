CREATE TABLE "design_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"revoke_key_hash" text NOT NULL,
	"customer_id" text,
	"product_type" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_shares" ADD CONSTRAINT "design_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_shares_token_key" ON "design_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "design_shares_customer_idx" ON "design_shares" USING btree ("customer_id","created_at") WHERE "design_shares"."customer_id" is not null;