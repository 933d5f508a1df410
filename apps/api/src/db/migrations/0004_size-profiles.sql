CREATE TABLE "customer_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"track" text NOT NULL,
	"based_on_size" text,
	"fit" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_sizes" ADD CONSTRAINT "customer_sizes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sizes_live_name_key" ON "customer_sizes" USING btree ("customer_id","product_type","name_key") WHERE "customer_sizes"."deleted_at" IS NULL;