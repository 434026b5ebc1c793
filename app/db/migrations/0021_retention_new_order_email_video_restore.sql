ALTER TABLE "settings" ADD COLUMN "new_order_email_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "customer_retention_years" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_at" timestamp with time zone;