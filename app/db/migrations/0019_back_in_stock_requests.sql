CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" "priced_item_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"variant" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_once" ON "back_in_stock_requests" USING btree ("item_kind","item_id",coalesce("variant", ''),lower("email"));--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_item_idx" ON "back_in_stock_requests" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_email_idx" ON "back_in_stock_requests" USING btree (lower("email"));