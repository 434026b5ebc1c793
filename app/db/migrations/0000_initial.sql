CREATE TYPE "public"."addon_type" AS ENUM('accessory', 'upgrade');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'shipped');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin');--> statement-breakpoint
CREATE TABLE "addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" "addon_type" DEFAULT 'accessory' NOT NULL,
	"product_linked" uuid,
	"variant_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "product_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addons_price_non_negative" CHECK ("addons"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assistant_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"tool_name" text NOT NULL,
	"arguments" jsonb NOT NULL,
	"success" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'landing_page' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"email_offers" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"tracking_number" text,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"email_offers" boolean DEFAULT false NOT NULL,
	"customer_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price" integer NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_alt_text" text DEFAULT '' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tech_specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"status" "product_status" DEFAULT 'draft' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"stock_alert_threshold" integer DEFAULT 10 NOT NULL,
	"guarantee_months" integer DEFAULT 12 NOT NULL,
	"shipping_time" text DEFAULT '1-2 business days' NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"rating" integer DEFAULT 5 NOT NULL,
	"review_text" text DEFAULT '' NOT NULL,
	"review_image" text DEFAULT '' NOT NULL,
	"customer_name" text NOT NULL,
	"date_posted" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"position" integer DEFAULT 9999 NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"site_logo_text" text NOT NULL,
	"site_logo_url" text DEFAULT '' NOT NULL,
	"announcement_bar" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"og_image_url" text DEFAULT '' NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"organization_url" text DEFAULT '' NOT NULL,
	"footer_text" text NOT NULL,
	"hero_heading" text NOT NULL,
	"hero_subtitle" text NOT NULL,
	"homepage_cta" text NOT NULL,
	"homepage_secondary_cta" text NOT NULL,
	"hero_image_url" text DEFAULT '' NOT NULL,
	"theme_colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trust_stats" jsonb,
	"nav_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features_section_title" text NOT NULL,
	"features_section_subtitle" text DEFAULT '' NOT NULL,
	"products_section_title" text NOT NULL,
	"products_section_subtitle" text DEFAULT '' NOT NULL,
	"comparison_section_title" text NOT NULL,
	"comparison_section_subtitle" text DEFAULT '' NOT NULL,
	"video_section_title" text NOT NULL,
	"video_section_subtitle" text DEFAULT '' NOT NULL,
	"social_proof_title" text NOT NULL,
	"features_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guarantee_banner_enabled" boolean DEFAULT true NOT NULL,
	"guarantee_banner_title" text NOT NULL,
	"checkout_guarantee_text" text DEFAULT '' NOT NULL,
	"guarantee_cta_text" text NOT NULL,
	"guarantee_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_collector_enabled" boolean DEFAULT true NOT NULL,
	"email_collector_title" text NOT NULL,
	"email_collector_subtitle" text NOT NULL,
	"email_collector_cta" text NOT NULL,
	"show_tracking_in_nav" boolean DEFAULT true NOT NULL,
	"show_tracking_in_footer" boolean DEFAULT true NOT NULL,
	"tracking_page_enabled" boolean DEFAULT true NOT NULL,
	"tracking_page_title" text NOT NULL,
	"tracking_page_subtitle" text NOT NULL,
	"track17_api_key" text DEFAULT '' NOT NULL,
	"free_delivery_threshold" integer DEFAULT 5000 NOT NULL,
	"urgency_config" jsonb NOT NULL,
	"shipping_info" text DEFAULT '' NOT NULL,
	"return_policy" text DEFAULT '' NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"stripe_publishable_key" text DEFAULT '' NOT NULL,
	"checkout_trust_badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_cache" (
	"tracking_number" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "product_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_position_non_negative" CHECK ("videos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_product_linked_products_id_fk" FOREIGN KEY ("product_linked") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_audit_log" ADD CONSTRAINT "assistant_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addons_slug_key" ON "addons" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "addons_product_status_idx" ON "addons" USING btree ("product_linked","status");--> statement-breakpoint
CREATE INDEX "addons_status_created_idx" ON "addons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assistant_audit_log_created_idx" ON "assistant_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_email_key" ON "email_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_subscribers_subscribed_at_idx" ON "email_subscribers" USING btree ("subscribed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_id_key" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_date_idx" ON "reviews" USING btree ("status","date_posted");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "reviews_position_date_idx" ON "reviews" USING btree ("position","date_posted");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "videos_product_position_idx" ON "videos" USING btree ("product_id","position");