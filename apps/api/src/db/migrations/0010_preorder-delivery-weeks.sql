ALTER TABLE "preorders" ADD COLUMN "delivery_weeks_min" integer;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "delivery_weeks_max" integer;--> statement-breakpoint
-- The seeded pre-order's window, for shops seeded before these columns existed.
UPDATE "preorders" SET "delivery_weeks_min" = 8, "delivery_weeks_max" = 10 WHERE "id" = 'current' AND "estimated_delivery" LIKE '%8-10 weeks from cutoff%';
