ALTER TABLE "settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "trading_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "trader_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "support_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "support_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "company_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The old default return policy (a 30-day promise with no right to cancel, no model form) gives way to
-- the UK template, which an empty policy shows; a policy the operator wrote is kept.
UPDATE "settings" SET "return_policy" = '' WHERE "return_policy" = 'You can return any item within 30 days of delivery for a full refund. Returns within the UK are free: contact us for a prepaid label. Items should be returned with their accessories and packaging.';
