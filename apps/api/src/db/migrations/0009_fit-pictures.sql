CREATE TABLE "fit_picture_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
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
ALTER TABLE "fit_picture_uploads" ADD CONSTRAINT "fit_picture_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_pictures" ADD CONSTRAINT "fit_pictures_upload_id_fit_picture_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."fit_picture_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_pictures" ADD CONSTRAINT "fit_pictures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_picture_uploads_order_idx" ON "fit_picture_uploads" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "fit_pictures_order_idx" ON "fit_pictures" USING btree ("order_id");