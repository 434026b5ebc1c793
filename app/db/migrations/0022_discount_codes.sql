CREATE TYPE "public"."discount_applies_to" AS ENUM('everything', 'products', 'addons', 'items');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('percentage', 'amount', 'free_delivery');--> statement-breakpoint
CREATE TABLE "bundle_discount" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"percent_off" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer NOT NULL,
	"minimum_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"one_per_email" boolean DEFAULT false NOT NULL,
	"applies_to" "discount_applies_to" DEFAULT 'everything' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_uses_within_limit" CHECK ("discount_codes"."usage_limit" is null or "discount_codes"."uses" <= "discount_codes"."usage_limit"),
	CONSTRAINT "discount_codes_value_range" CHECK ("discount_codes"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"code_id" uuid NOT NULL,
	"email_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_code_email_key" ON "discount_redemptions" USING btree ("code_id","email_key");