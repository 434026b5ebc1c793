-- hand-written: the dashboard's days become UK days, as the orders list's Today and its date filter count them
-- (an order at 00:30 on a summer night is today's, not yesterday's). The same functions as 0040 with the UK's
-- midnights, then every day worked out again from the orders.
CREATE OR REPLACE FUNCTION "refresh_sales_days"(days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	bucket integer;
BEGIN
	IF days IS NULL OR cardinality(days) = 0 THEN
		RETURN;
	END IF;
	-- Two transactions changing the same day queue here, in one order (no deadlock), and the second sums the
	-- first's committed orders: each statement below sees what committed before it began. Days share 64 locks,
	-- so a backfill of years holds no more than that.
	FOR bucket IN SELECT DISTINCT ((x - date '2000-01-01') % 64) FROM unnest(days) x WHERE x IS NOT NULL ORDER BY 1 LOOP
		PERFORM pg_advisory_xact_lock(1935764579, bucket);
	END LOOP;
	DELETE FROM "sales_days" WHERE "day" = ANY(days);
	DELETE FROM "sales_day_products" WHERE "day" = ANY(days);
	INSERT INTO "sales_days" ("day", "placed_orders", "kept_orders", "gross", "refunded", "kept_revenue")
		SELECT d."day", count(*), count(*) FILTER (WHERE o."status"::text <> 'cancelled'), sum(o."total"),
			sum(o."refunded_total"),
			coalesce(sum(o."total" - o."refunded_total") FILTER (WHERE o."status"::text <> 'cancelled'), 0)
		FROM (SELECT DISTINCT x AS "day" FROM unnest(days) x WHERE x IS NOT NULL) d
		JOIN "orders" o ON o."order_date" >= d."day"::timestamp AT TIME ZONE 'Europe/London'
			AND o."order_date" < (d."day" + 1)::timestamp AT TIME ZONE 'Europe/London'
		GROUP BY 1;
	INSERT INTO "sales_day_products" ("day", "product_id", "name", "units", "revenue")
		WITH sold AS (
			SELECT d."day", o."id" AS "order_id", item.n - 1 AS "idx", item.line
			FROM (SELECT DISTINCT x AS "day" FROM unnest(days) x WHERE x IS NOT NULL) d
			JOIN "orders" o ON o."order_date" >= d."day"::timestamp AT TIME ZONE 'Europe/London'
				AND o."order_date" < (d."day" + 1)::timestamp AT TIME ZONE 'Europe/London'
			CROSS JOIN LATERAL jsonb_array_elements(o."items") WITH ORDINALITY AS item(line, n)
			WHERE item.line ->> 'type' = 'product' AND item.line ->> 'productId' IS NOT NULL
				AND o."status"::text <> 'cancelled'),
		refunded AS (
			SELECT r."order_id", (l ->> 'index')::integer AS "idx", sum((l ->> 'quantity')::integer) AS "quantity"
			FROM "order_refunds" r CROSS JOIN LATERAL jsonb_array_elements(r."lines") l
			WHERE r."status" = 'succeeded' AND r."order_id" IN (SELECT "order_id" FROM sold)
			GROUP BY 1, 2),
		net AS (
			SELECT sold."day", sold.line ->> 'productId' AS "product_id", sold.line ->> 'name' AS "name",
				(sold.line ->> 'price')::integer AS "price",
				greatest((sold.line ->> 'quantity')::integer - coalesce(refunded."quantity", 0), 0) AS "units"
			FROM sold LEFT JOIN refunded ON refunded."order_id" = sold."order_id" AND refunded."idx" = sold."idx")
		SELECT "day", "product_id", coalesce(max("name"), ''), sum("units"), sum("units" * "price")
		FROM net GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_sales_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_sales_days"(ARRAY(SELECT DISTINCT ("order_date" AT TIME ZONE 'Europe/London')::date FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_sales_days"(ARRAY(SELECT DISTINCT ("order_date" AT TIME ZONE 'Europe/London')::date FROM old_rows));
	ELSE
		-- only what the figures read: a new status other than cancelled, a tracking number, a note change nothing
		PERFORM "refresh_sales_days"(ARRAY(
			SELECT DISTINCT (x.at AT TIME ZONE 'Europe/London')::date
			FROM old_rows o JOIN new_rows n ON n."id" = o."id"
			CROSS JOIN LATERAL (VALUES (o."order_date"), (n."order_date")) x(at)
			WHERE (o."status"::text = 'cancelled') IS DISTINCT FROM (n."status"::text = 'cancelled')
				OR o."total" IS DISTINCT FROM n."total" OR o."refunded_total" IS DISTINCT FROM n."refunded_total"
				OR o."items" IS DISTINCT FROM n."items" OR o."order_date" IS DISTINCT FROM n."order_date"));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refunds_sales_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_sales_days"(ARRAY(SELECT DISTINCT (o."order_date" AT TIME ZONE 'Europe/London')::date
			FROM "orders" o WHERE o."id" IN (SELECT "order_id" FROM new_rows WHERE "status" = 'succeeded')));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_sales_days"(ARRAY(SELECT DISTINCT (o."order_date" AT TIME ZONE 'Europe/London')::date
			FROM "orders" o WHERE o."id" IN (SELECT "order_id" FROM old_rows WHERE "status" = 'succeeded')));
	ELSE
		PERFORM "refresh_sales_days"(ARRAY(SELECT DISTINCT (o."order_date" AT TIME ZONE 'Europe/London')::date
			FROM "orders" o WHERE o."id" IN (
				SELECT x."order_id" FROM old_rows r JOIN new_rows n ON n."id" = r."id"
				CROSS JOIN LATERAL (VALUES (r."order_id"), (n."order_id")) x("order_id")
				WHERE (r."status" = 'succeeded') IS DISTINCT FROM (n."status" = 'succeeded')
					OR r."lines" IS DISTINCT FROM n."lines" OR r."order_id" IS DISTINCT FROM n."order_id")));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DELETE FROM "sales_days";--> statement-breakpoint
DELETE FROM "sales_day_products";--> statement-breakpoint
SELECT "refresh_sales_days"(ARRAY(SELECT DISTINCT ("order_date" AT TIME ZONE 'Europe/London')::date FROM "orders"));
