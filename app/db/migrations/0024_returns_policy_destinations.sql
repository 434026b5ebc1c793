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
    '[]'::jsonb);--> statement-breakpoint
-- The demo's old copy where a shop still has it word for word. The hero no longer claims a game
-- library the shop does not supply; the FAQ no longer promises wallets checkout does not offer; and the demo's
-- own answers about returns and where it delivers give way to the ones written from the settings.
UPDATE "settings" SET "hero_subtitle" = 'Play your own legally owned classics and free homebrew on a handheld built for today: bright screens, all-day battery and proper buttons.' WHERE "hero_subtitle" = 'Thousands of classic games on a handheld built for today: bright screens, all-day battery and proper buttons.';--> statement-breakpoint
UPDATE "settings" SET "faq_list" = coalesce(
  (SELECT jsonb_agg(CASE WHEN f->>'answer' = 'We accept all major debit and credit cards, including Visa, Mastercard and American Express, as well as Apple Pay and Google Pay where available. Payments are processed securely and we never see or store your full card details. All prices are in pounds sterling and include VAT.'
            THEN jsonb_set(f, '{answer}', to_jsonb('We accept debit and credit cards (Visa, Mastercard and American Express), entered on our secure checkout page. Payments are processed securely by our payment provider and we never see or store your full card details. All prices are in pounds sterling.'::text)) ELSE f END ORDER BY i)
     FROM jsonb_array_elements("faq_list") WITH ORDINALITY AS e(f, i)
    WHERE f->>'question' NOT IN ('Can I return my console if I change my mind?', 'Do you ship outside the United Kingdom?')),
  '[]'::jsonb);
