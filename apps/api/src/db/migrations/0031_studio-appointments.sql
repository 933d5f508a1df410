-- hand-written: the exclusion constraint below compares a fitter's id with = inside a GiST index, which btree_gist provides (decision 058).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"fitter_id" text NOT NULL,
	"customer_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, held_until, '[)')) STORED NOT NULL,
	"status" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"measured_size" text,
	"measured_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled')),
	CONSTRAINT "appointments_times_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at" and "appointments"."ends_at" <= "appointments"."held_until")
);
--> statement-breakpoint
CREATE TABLE "fitters" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"fitter_id" text,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_hours" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"studio_id" text NOT NULL,
	"fitter_id" text,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "studio_hours_weekday_check" CHECK ("studio_hours"."weekday" between 1 and 7),
	CONSTRAINT "studio_hours_times_check" CHECK ("studio_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "studio_hours"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "studio_hours"."opens" < "studio_hours"."closes")
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studios_rules_check" CHECK ("studios"."duration_minutes" between 5 and 480 and "studios"."buffer_minutes" between 0 and 240 and "studios"."min_notice_minutes" between 0 and 20160 and "studios"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_fitter_id_fitters_id_fk" FOREIGN KEY ("fitter_id") REFERENCES "public"."fitters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitters" ADD CONSTRAINT "fitters_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_closures" ADD CONSTRAINT "studio_closures_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_closures" ADD CONSTRAINT "studio_closures_fitter_id_fitters_id_fk" FOREIGN KEY ("fitter_id") REFERENCES "public"."fitters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_hours" ADD CONSTRAINT "studio_hours_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_hours" ADD CONSTRAINT "studio_hours_fitter_id_fitters_id_fk" FOREIGN KEY ("fitter_id") REFERENCES "public"."fitters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_token_key" ON "appointments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointments_studio_start_idx" ON "appointments" USING btree ("studio_id","starts_at");--> statement-breakpoint
CREATE INDEX "fitters_studio_idx" ON "fitters" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studio_closures_studio_idx" ON "studio_closures" USING btree ("studio_id","date");--> statement-breakpoint
CREATE INDEX "studio_hours_studio_idx" ON "studio_hours" USING btree ("studio_id");--> statement-breakpoint
-- hand-written: no two live bookings of one fitter overlap, their buffers included, whatever runs at the same time (decision 058).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_fitter_no_overlap" EXCLUDE USING gist ("fitter_id" WITH =, "during" WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- hand-written: the contact page's "book an appointment" link, still the seed's placeholder, goes to the shop's own booking.
UPDATE "content_pages" SET "document" = jsonb_set("document", '{links}', (
  SELECT jsonb_agg(CASE WHEN "link"->>'href' = 'https://book.selvedge.example/studio' THEN jsonb_set("link", '{href}', '"/appointments"') ELSE "link" END ORDER BY "position")
  FROM jsonb_array_elements("document"->'links') WITH ORDINALITY AS "links"("link", "position")
)) WHERE "page" = 'contact-us' AND "document"->'links' @> '[{"href": "https://book.selvedge.example/studio"}]';
