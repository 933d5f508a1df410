ALTER TABLE "payments" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refund_message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_auto_refund_idx" ON "payments" USING btree ("auto_refunded_at") WHERE "payments"."auto_refund_status" = 'pending';