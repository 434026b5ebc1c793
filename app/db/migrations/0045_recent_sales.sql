CREATE TABLE "item_recent_sales" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_recent_sales_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"since" date NOT NULL
);
--> statement-breakpoint
-- hand-written: each item's units sold since the window's first day, kept by a trigger on item_daily_sales (itself
-- kept by the order's trigger, so in the order's transaction); the hourly sweep moves the window on once a day and
-- recomputes the totals from item_daily_sales. The trigger reads the window with a key-share lock and the sweep
-- takes it for update, so no order counts against a window the sweep is replacing; without a window row (an emptied
-- database) the trigger counts the last 30 days and the sweep writes the row.
CREATE FUNCTION "count_recent_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	first_day date;
BEGIN
	SELECT "since" INTO first_day FROM "item_recent_sales_window" FOR KEY SHARE;
	-- no window yet (an emptied database): the last 30 days, until the sweep writes one
	first_day := coalesce(first_day, (now() AT TIME ZONE 'UTC')::date - 29);
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."day" >= first_day THEN
		INSERT INTO "item_recent_sales" ("item_id", "units") VALUES (OLD."item_id", -OLD."units")
		ON CONFLICT ("item_id") DO UPDATE SET "units" = "item_recent_sales"."units" + EXCLUDED."units";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."day" >= first_day THEN
		INSERT INTO "item_recent_sales" ("item_id", "units") VALUES (NEW."item_id", NEW."units")
		ON CONFLICT ("item_id") DO UPDATE SET "units" = "item_recent_sales"."units" + EXCLUDED."units";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "item_daily_sales_recent" AFTER INSERT OR UPDATE OR DELETE ON "item_daily_sales"
	FOR EACH ROW EXECUTE FUNCTION "count_recent_sales"();--> statement-breakpoint
-- The window of `today` (UTC): today and the 29 days before. Moves it on and recomputes when it is older;
-- true when it did.
CREATE FUNCTION "refresh_item_recent_sales"(today date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	first_day date := today - 29;
BEGIN
	PERFORM 1 FROM "item_recent_sales_window" FOR UPDATE;
	IF (SELECT "since" FROM "item_recent_sales_window") >= first_day THEN
		RETURN false;
	END IF;
	DELETE FROM "item_recent_sales";
	INSERT INTO "item_recent_sales" ("item_id", "units")
		SELECT "item_id", sum("units")::integer FROM "item_daily_sales" WHERE "day" >= first_day GROUP BY "item_id";
	INSERT INTO "item_recent_sales_window" ("id", "since") VALUES (true, first_day)
	ON CONFLICT ("id") DO UPDATE SET "since" = EXCLUDED."since";
	RETURN true;
END $$;--> statement-breakpoint
INSERT INTO "item_recent_sales_window" ("id", "since") VALUES (true, (now() AT TIME ZONE 'UTC')::date - 29);--> statement-breakpoint
INSERT INTO "item_recent_sales" ("item_id", "units")
	SELECT "item_id", sum("units")::integer FROM "item_daily_sales"
	WHERE "day" >= (now() AT TIME ZONE 'UTC')::date - 29 GROUP BY "item_id";
