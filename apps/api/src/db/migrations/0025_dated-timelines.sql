ALTER TABLE "checkouts" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "promised_from" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "promised_to" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written
-- Every stored configuration gets its timeline section (decision 048): stage days adding up to the middle of its own lead time, as the seed's seedStageDays works them out (15 % paid, 10 % each for confirming, cutting and the quality check, the rest sewing), a trial's where the type sells one, a week's need-by buffer, learning after 20 pieces in 180 days.
UPDATE "product_configs" AS "pc" SET "document" = "pc"."document" || jsonb_build_object('timeline', jsonb_build_object(
  'stageDays', (SELECT jsonb_build_object('paid', "paid", 'measurements_confirmed', "tenth", 'cutting', "tenth", 'sewing', "total" - "paid" - 3 * "tenth", 'quality_check', "tenth")
    FROM (SELECT "total", round("total" * 0.15)::int AS "paid", round("total" * 0.10)::int AS "tenth" FROM (SELECT round((("pc"."document"->'leadTime'->>'minWeeks')::numeric + ("pc"."document"->'leadTime'->>'maxWeeks')::numeric) * 7 / 2)::int AS "total") AS "t") AS "s"),
  'trialStageDays', CASE WHEN jsonb_typeof("pc"."document"->'trialLeadTime') = 'object' THEN (SELECT jsonb_build_object('paid', "paid", 'measurements_confirmed', "tenth", 'cutting', "tenth", 'sewing', "total" - "paid" - 3 * "tenth", 'quality_check', "tenth")
    FROM (SELECT "total", round("total" * 0.15)::int AS "paid", round("total" * 0.10)::int AS "tenth" FROM (SELECT round((("pc"."document"->'trialLeadTime'->>'minWeeks')::numeric + ("pc"."document"->'trialLeadTime'->>'maxWeeks')::numeric) * 7 / 2)::int AS "total") AS "t") AS "s") ELSE 'null'::jsonb END,
  'needByBufferDays', 7,
  'learning', jsonb_build_object('minTransitions', 20, 'withinDays', 180)
)) WHERE "pc"."document"->'timeline' IS NULL;--> statement-breakpoint
-- Orders paid before it: each piece's promised window is the delivery estimate it was sold with.
UPDATE "order_pieces" SET "promised_from" = ("snapshot"->'delivery'->>'earliest')::date, "promised_to" = ("snapshot"->'delivery'->>'latest')::date
WHERE jsonb_typeof("snapshot"->'delivery') = 'object' AND "promised_to" IS NULL;
