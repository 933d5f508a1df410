CREATE TABLE "customer_size_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"size_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"track" text NOT NULL,
	"based_on_size" text,
	"fit" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_claim_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reference" text NOT NULL,
	"product_type" text NOT NULL,
	"customer_id" text,
	"claimant_key" text NOT NULL,
	"problem" text NOT NULL,
	"details" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decision" text,
	"amount_minor" bigint,
	"currency" text,
	"reason" text,
	"receipt_key" text,
	"receipt_thumbnail_key" text,
	"receipt_amount_minor" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"refund_id" text,
	"remake_reference" text,
	"credit_code" text,
	CONSTRAINT "fit_claims_status_check" CHECK ("fit_claims"."status" in ('open', 'decided')),
	CONSTRAINT "fit_claims_decided_check" CHECK (("fit_claims"."status" = 'open') = ("fit_claims"."decision" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_size_versions" ADD CONSTRAINT "customer_size_versions_size_id_customer_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."customer_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_size_versions" ADD CONSTRAINT "customer_size_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claim_photos" ADD CONSTRAINT "fit_claim_photos_claim_id_fit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fit_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claim_photos" ADD CONSTRAINT "fit_claim_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_size_versions_key" ON "customer_size_versions" USING btree ("size_id","version");--> statement-breakpoint
CREATE INDEX "fit_claim_photos_claim_idx" ON "fit_claim_photos" USING btree ("claim_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claims_open_piece_key" ON "fit_claims" USING btree ("order_id","reference") WHERE "fit_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "fit_claims_status_idx" ON "fit_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fit_claims_order_idx" ON "fit_claims" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "fit_claims_remakes_idx" ON "fit_claims" USING btree ("claimant_key","product_type") WHERE "fit_claims"."decision" = 'remake';--> statement-breakpoint
-- hand-written
-- Every configuration kept so far (each version of each type) gains the fit guarantee the shop starts with: 30 days, half the piece up to SGD 80, two remakes.
UPDATE "product_configs" SET "document" = "document" || jsonb_build_object('fitGuarantee', jsonb_build_object('claimWindowDays', 30, 'alterationSharePercent', 50, 'alterationCapMinorSgd', 8000, 'remakeLimit', 2)) WHERE NOT ("document" ? 'fitGuarantee');
