ALTER TABLE "settings" ADD COLUMN "guarantee_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "guarantee_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "guarantee_return_postage" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "guarantee_refund_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "delivery_countries" jsonb DEFAULT '["United Kingdom"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "guarantee_banner_title";--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "checkout_guarantee_text";--> statement-breakpoint
-- hand-written: the settings row a shop already has. The trust strip's typed guarantee becomes the returns
-- policy's (when it is a guarantee, more than the statutory 14 days; else the guarantee is off); the places
-- checkout offered before this change stay offered; and the copies of the old defaults that stated returns
-- in free text lose them, since the returns policy now states them (and the editor refuses such text).
UPDATE "settings" SET
  "guarantee_enabled" = coalesce(("trust_stats"->>'guaranteeDays')::int, 30) > 14,
  "guarantee_days" = greatest(coalesce(("trust_stats"->>'guaranteeDays')::int, 30), 15),
  "trust_stats" = CASE WHEN "trust_stats" IS NULL OR "trust_stats" = 'null'::jsonb THEN NULL ELSE '{}'::jsonb END,
  "delivery_countries" = '["United Kingdom", "Isle of Man", "Jersey", "Guernsey"]'::jsonb,
  "announcement_bar" = replace("announcement_bar", ' · 30-day money-back guarantee', ''),
  "checkout_trust_badges" = "checkout_trust_badges" - 'Free UK returns',
  "guarantee_features" = coalesce(
    (SELECT jsonb_agg(f) FROM jsonb_array_elements("guarantee_features") AS f
      WHERE f->>'title' NOT IN ('30-day money-back guarantee', 'Free returns')),
    '[]'::jsonb);
