CREATE TABLE "customers" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"order_count" integer DEFAULT 0 NOT NULL,
	"spend" integer DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"subscribed" boolean
);
--> statement-breakpoint
CREATE TABLE "review_totals" (
	"scope" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_daily_sales" (
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_daily_sales_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
DROP INDEX "activity_log_origin_idx";--> statement-breakpoint
DROP INDEX "email_subscribers_subscribed_at_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_keyset_idx" ON "customers" USING btree (coalesce("last_order_at", '-infinity'::timestamptz),"email");--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_log_keyset_idx" ON "activity_log" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "activity_log_type_keyset_idx" ON "activity_log" USING btree ("target_type","created_at","seq");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"),"order_date");--> statement-breakpoint
CREATE INDEX "activity_log_origin_idx" ON "activity_log" USING btree ("origin","created_at","seq");--> statement-breakpoint
CREATE INDEX "email_subscribers_subscribed_at_idx" ON "email_subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
-- hand-written: the triggers that keep item_daily_sales, review_totals and customers in the transaction of
-- each change to orders, reviews and email_subscribers, whatever writes them; then their backfill.
-- Units per item in an order's lines (products and add-ons), one row per item.
CREATE FUNCTION "order_item_units"(items jsonb) RETURNS TABLE ("item_id" uuid, "units" integer)
LANGUAGE sql IMMUTABLE AS $$
	SELECT (i ->> 'productId')::uuid, sum((i ->> 'quantity')::integer)::integer
	FROM jsonb_array_elements(coalesce(items, '[]'::jsonb)) i
	WHERE i ->> 'productId' ~ '^[0-9a-fA-F-]{36}$'
	GROUP BY 1 ORDER BY 1
$$;--> statement-breakpoint
-- An order counts while it is not cancelled, on its UTC day: the old lines come off, the new go on.
CREATE FUNCTION "count_order_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status"::text <> 'cancelled' THEN
		UPDATE "item_daily_sales" s SET "units" = s."units" - u."units"
		FROM "order_item_units"(OLD."items") u
		WHERE s."item_id" = u."item_id" AND s."day" = (OLD."order_date" AT TIME ZONE 'UTC')::date;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status"::text <> 'cancelled' THEN
		INSERT INTO "item_daily_sales" ("item_id", "day", "units")
			SELECT u."item_id", (NEW."order_date" AT TIME ZONE 'UTC')::date, u."units" FROM "order_item_units"(NEW."items") u
		ON CONFLICT ("item_id", "day") DO UPDATE SET "units" = "item_daily_sales"."units" + EXCLUDED."units";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_inserted" AFTER INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "count_order_sales"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_changed" AFTER UPDATE ON "orders"
	FOR EACH ROW WHEN ((OLD."status"::text = 'cancelled') IS DISTINCT FROM (NEW."status"::text = 'cancelled')
		OR OLD."items" IS DISTINCT FROM NEW."items" OR OLD."order_date" IS DISTINCT FROM NEW."order_date")
	EXECUTE FUNCTION "count_order_sales"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_deleted" AFTER DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "count_order_sales"();--> statement-breakpoint
-- A published, undeleted review counts for its product and for the shop ('shop'); a sample (the demo shop's)
-- is shown as one and counted nowhere.
CREATE FUNCTION "count_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status"::text = 'published' AND OLD."deleted_at" IS NULL
		AND OLD."source" <> 'sample' THEN
		UPDATE "review_totals" SET "count" = "count" - 1, "rating_sum" = "rating_sum" - OLD."rating",
			"verified" = "verified" - OLD."verified_purchase"::integer,
			"stars1" = "stars1" - (OLD."rating" = 1)::integer, "stars2" = "stars2" - (OLD."rating" = 2)::integer,
			"stars3" = "stars3" - (OLD."rating" = 3)::integer, "stars4" = "stars4" - (OLD."rating" = 4)::integer,
			"stars5" = "stars5" - (OLD."rating" = 5)::integer
		WHERE "scope" = 'shop' OR "scope" = OLD."product_id"::text;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status"::text = 'published' AND NEW."deleted_at" IS NULL
		AND NEW."source" <> 'sample' THEN
		INSERT INTO "review_totals" AS t ("scope", "count", "rating_sum", "verified", "stars1", "stars2", "stars3",
				"stars4", "stars5")
			SELECT s, 1, NEW."rating", NEW."verified_purchase"::integer, (NEW."rating" = 1)::integer,
				(NEW."rating" = 2)::integer, (NEW."rating" = 3)::integer, (NEW."rating" = 4)::integer,
				(NEW."rating" = 5)::integer
			FROM unnest(ARRAY['shop', NEW."product_id"::text]) s WHERE s IS NOT NULL ORDER BY s
		ON CONFLICT ("scope") DO UPDATE SET "count" = t."count" + 1, "rating_sum" = t."rating_sum" + EXCLUDED."rating_sum",
			"verified" = t."verified" + EXCLUDED."verified", "stars1" = t."stars1" + EXCLUDED."stars1",
			"stars2" = t."stars2" + EXCLUDED."stars2", "stars3" = t."stars3" + EXCLUDED."stars3",
			"stars4" = t."stars4" + EXCLUDED."stars4", "stars5" = t."stars5" + EXCLUDED."stars5";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_totals_inserted" AFTER INSERT ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "count_review"();--> statement-breakpoint
CREATE TRIGGER "reviews_totals_changed" AFTER UPDATE ON "reviews"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
		OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."verified_purchase" IS DISTINCT FROM NEW."verified_purchase"
		OR OLD."product_id" IS DISTINCT FROM NEW."product_id" OR OLD."source" IS DISTINCT FROM NEW."source")
	EXECUTE FUNCTION "count_review"();--> statement-breakpoint
CREATE TRIGGER "reviews_totals_deleted" AFTER DELETE ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "count_review"();--> statement-breakpoint
-- One address's customer row, worked out again from its orders and its mailing-list row (both by index):
-- gone when neither is left.
CREATE FUNCTION "refresh_customer"(address text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	o record;
	sub boolean;
	has_sub boolean;
BEGIN
	SELECT count(*)::integer AS "n", coalesce(sum("total" - "refunded_total"), 0)::integer AS "spend",
		max("order_date") AS "last_at", (array_agg("customer_name" ORDER BY "order_date" DESC, "id" DESC))[1] AS "name"
	INTO o FROM "orders" WHERE lower("email") = address;
	SELECT bool_or("is_active"), count(*) > 0 INTO sub, has_sub FROM "email_subscribers" WHERE lower("email") = address;
	IF o."n" = 0 AND NOT has_sub THEN
		DELETE FROM "customers" WHERE "email" = address;
	ELSE
		INSERT INTO "customers" ("email", "name", "order_count", "spend", "last_order_at", "subscribed")
			VALUES (address, o."name", o."n", o."spend", o."last_at", sub)
		ON CONFLICT ("email") DO UPDATE SET "name" = EXCLUDED."name", "order_count" = EXCLUDED."order_count",
			"spend" = EXCLUDED."spend", "last_order_at" = EXCLUDED."last_order_at", "subscribed" = EXCLUDED."subscribed";
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "keep_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "refresh_customer"(lower(OLD."email")); END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND lower(NEW."email") <> lower(OLD."email")) THEN
		PERFORM "refresh_customer"(lower(NEW."email"));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_inserted" AFTER INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_changed" AFTER UPDATE ON "orders"
	FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."customer_name" IS DISTINCT FROM NEW."customer_name"
		OR OLD."total" IS DISTINCT FROM NEW."total" OR OLD."refunded_total" IS DISTINCT FROM NEW."refunded_total"
		OR OLD."order_date" IS DISTINCT FROM NEW."order_date")
	EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_deleted" AFTER DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
CREATE TRIGGER "subscribers_customer_inserted" AFTER INSERT ON "email_subscribers"
	FOR EACH ROW EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
CREATE TRIGGER "subscribers_customer_changed" AFTER UPDATE ON "email_subscribers"
	FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
	EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
CREATE TRIGGER "subscribers_customer_deleted" AFTER DELETE ON "email_subscribers"
	FOR EACH ROW EXECUTE FUNCTION "keep_customer"();--> statement-breakpoint
-- Backfill from the history already there.
INSERT INTO "item_daily_sales" ("item_id", "day", "units")
	SELECT u."item_id", (o."order_date" AT TIME ZONE 'UTC')::date, sum(u."units")::integer
	FROM "orders" o CROSS JOIN LATERAL "order_item_units"(o."items") u
	WHERE o."status"::text <> 'cancelled' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "review_totals" ("scope", "count", "rating_sum", "verified", "stars1", "stars2", "stars3", "stars4", "stars5")
	SELECT s, count(*)::integer, sum(r."rating")::integer, count(*) FILTER (WHERE r."verified_purchase")::integer,
		count(*) FILTER (WHERE r."rating" = 1)::integer, count(*) FILTER (WHERE r."rating" = 2)::integer,
		count(*) FILTER (WHERE r."rating" = 3)::integer, count(*) FILTER (WHERE r."rating" = 4)::integer,
		count(*) FILTER (WHERE r."rating" = 5)::integer
	FROM "reviews" r CROSS JOIN LATERAL unnest(ARRAY['shop', r."product_id"::text]) s
	WHERE r."status"::text = 'published' AND r."deleted_at" IS NULL AND r."source" <> 'sample' AND s IS NOT NULL
	GROUP BY s;--> statement-breakpoint
INSERT INTO "customers" ("email", "name", "order_count", "spend", "last_order_at", "subscribed")
	SELECT coalesce(o."email", s."email"), o."name", coalesce(o."n", 0), coalesce(o."spend", 0), o."last_at", s."active"
	FROM (SELECT lower("email") AS "email", count(*)::integer AS "n", sum("total" - "refunded_total")::integer AS "spend",
			max("order_date") AS "last_at", (array_agg("customer_name" ORDER BY "order_date" DESC, "id" DESC))[1] AS "name"
		FROM "orders" GROUP BY 1) o
	FULL JOIN (SELECT lower("email") AS "email", bool_or("is_active") AS "active" FROM "email_subscribers" GROUP BY 1) s
		ON s."email" = o."email";
