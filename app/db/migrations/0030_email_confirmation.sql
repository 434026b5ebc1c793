ALTER TABLE "back_in_stock_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses collected before confirmation links existed keep the consent they gave then.
UPDATE "back_in_stock_requests" SET "confirmed_at" = "created_at";--> statement-breakpoint
UPDATE "email_subscribers" SET "confirmed_at" = "subscribed_at";
--> statement-breakpoint
-- A customer counts as subscribed once the address is confirmed; an address awaiting its confirmation is not
-- subscribed yet (null: neither subscribed nor unsubscribed).
CREATE OR REPLACE FUNCTION "refresh_customer"(address text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	o record;
	sub boolean;
	has_sub boolean;
BEGIN
	SELECT count(*)::integer AS "n", coalesce(sum("total" - "refunded_total"), 0)::integer AS "spend",
		max("order_date") AS "last_at", (array_agg("customer_name" ORDER BY "order_date" DESC, "id" DESC))[1] AS "name"
	INTO o FROM "orders" WHERE lower("email") = address;
	SELECT CASE WHEN bool_or("is_active" AND "confirmed_at" IS NOT NULL) THEN true
			WHEN bool_or("is_active") THEN NULL ELSE bool_or("is_active") END, count(*) > 0
		INTO sub, has_sub FROM "email_subscribers" WHERE lower("email") = address;
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
DROP TRIGGER "subscribers_customer_changed" ON "email_subscribers";--> statement-breakpoint
CREATE TRIGGER "subscribers_customer_changed" AFTER UPDATE ON "email_subscribers"
	FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."is_active" IS DISTINCT FROM NEW."is_active"
		OR OLD."confirmed_at" IS DISTINCT FROM NEW."confirmed_at")
	EXECUTE FUNCTION "keep_customer"();
