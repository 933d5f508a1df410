CREATE TABLE "discount_reservations" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_reservations" ADD CONSTRAINT "discount_reservations_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_reservations_code_idx" ON "discount_reservations" USING btree ("code","status");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");