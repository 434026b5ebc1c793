CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"customer_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "review_request_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "order_notification_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_order_key" ON "review_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "review_requests_waiting_idx" ON "review_requests" USING btree ("shipped_at") WHERE "review_requests"."queued_at" is null;--> statement-breakpoint
-- A tick an operator set is not a purchase: only a review written through its order's request is verified.
UPDATE "reviews" SET "verified_purchase" = false WHERE "verified_purchase";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verified_from_order" CHECK (not "reviews"."verified_purchase" or "reviews"."source" = 'order');