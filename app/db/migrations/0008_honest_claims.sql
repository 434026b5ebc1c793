-- Only figures the shop can compute (ADR 150): the invented "viewing now" and "sold in 24 hours"
-- ranges go; a real sold-recently count has a switch and a minimum; one dispatch promise.
ALTER TABLE "settings" ADD COLUMN "show_sold_recently" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "sold_recently_minimum" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "dispatch_cutoff" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "dispatch_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "urgency_config";--> statement-breakpoint
-- The trust strip keeps only the guarantee; its rating and recommendation come from published reviews,
-- and a typed-in customer count is not shown.
UPDATE "settings" SET "trust_stats" = jsonb_build_object('guaranteeDays', coalesce(("trust_stats"->>'guaranteeDays')::int, 30)) WHERE "trust_stats" IS NOT NULL;--> statement-breakpoint
-- The footer's year comes from the date: a typed-in "© 2025" becomes a bare "©" the footer dates.
UPDATE "settings" SET "footer_text" = regexp_replace("footer_text", '©\s*[0-9]{4}', '©');
