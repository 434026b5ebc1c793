ALTER TABLE "order_refunds" ADD COLUMN "return_postage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "deduction" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "deduction_reason" text DEFAULT '' NOT NULL;