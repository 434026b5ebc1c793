CREATE TYPE "public"."priced_item_kind" AS ENUM('product', 'addon');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('scheduled', 'live', 'ended');--> statement-breakpoint
CREATE TYPE "public"."sale_target" AS ENUM('all_products', 'all_addons', 'items');--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" "priced_item_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"sale_id" uuid NOT NULL,
	"item_kind" "priced_item_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"price_before" integer NOT NULL,
	"compare_at_before" integer,
	"sale_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"target" "sale_target" NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "sale_status" DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sales_one_discount" CHECK (("sales"."percent_off" is null) <> ("sales"."amount_off" is null)),
	CONSTRAINT "sales_ends_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "addons" ADD COLUMN "compare_at_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_price" integer;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("item_kind","item_id","valid_from");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_item_idx" ON "sale_items" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "sales_status_starts_idx" ON "sales" USING btree ("status","starts_at");--> statement-breakpoint
-- Every price an item has had, whatever wrote it (a form, a bulk change, the assistant, a sale, a path
-- added later): one trigger per price column (docs/decisions/225). A new item's first price dates from
-- its creation; a change from the moment its transaction began.
CREATE FUNCTION "record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "price_history" ("item_kind", "item_id", "price", "valid_from")
	VALUES (TG_ARGV[0]::"priced_item_kind", NEW."id", NEW."price",
		CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE now() END);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_inserted" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_price_history"('product');--> statement-breakpoint
CREATE TRIGGER "products_price_changed" AFTER UPDATE OF "price" ON "products"
	FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price") EXECUTE FUNCTION "record_price_history"('product');--> statement-breakpoint
CREATE TRIGGER "addons_price_inserted" AFTER INSERT ON "addons"
	FOR EACH ROW EXECUTE FUNCTION "record_price_history"('addon');--> statement-breakpoint
CREATE TRIGGER "addons_price_changed" AFTER UPDATE OF "price" ON "addons"
	FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price") EXECUTE FUNCTION "record_price_history"('addon');--> statement-breakpoint
-- The items that exist already: their current price, from their creation.
INSERT INTO "price_history" ("item_kind", "item_id", "price", "valid_from")
	SELECT 'product', "id", "price", "created_at" FROM "products";--> statement-breakpoint
INSERT INTO "price_history" ("item_kind", "item_id", "price", "valid_from")
	SELECT 'addon', "id", "price", "created_at" FROM "addons";
