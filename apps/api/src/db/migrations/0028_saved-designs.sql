CREATE TABLE "favourite_fabrics" (
	"customer_id" text NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_fabrics_customer_id_handle_pk" PRIMARY KEY("customer_id","handle")
);
--> statement-breakpoint
CREATE TABLE "saved_designs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_fabrics" ADD CONSTRAINT "favourite_fabrics_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_designs_customer_idx" ON "saved_designs" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_designs_design_key" ON "saved_designs" USING btree ("customer_id","product_type","query");