CREATE TABLE "subscriber_count_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_count_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written: the mailing list's size kept as the customers' is (0043), by one counting function that both use, the
-- parts table named by the trigger: each statement that adds or removes rows adds a part of the count in its own
-- transaction (no single total row that every sign-up or first order would wait on); past 50 parts they are folded
-- into one, so reading the count sums a few rows. Concurrent folds each fold only the parts they deleted.
CREATE FUNCTION "count_rows_in_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	parts text := quote_ident(TG_ARGV[0]);
	kept bigint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('INSERT INTO %s ("n") SELECT count(*) FROM new_rows HAVING count(*) > 0', parts);
	ELSE
		EXECUTE format('INSERT INTO %s ("n") SELECT -count(*) FROM old_rows HAVING count(*) > 0', parts);
	END IF;
	EXECUTE format('SELECT count(*) FROM %s', parts) INTO kept;
	IF kept > 50 THEN
		EXECUTE format('WITH gone AS (DELETE FROM %1$s RETURNING "n")
			INSERT INTO %1$s ("n") SELECT sum("n") FROM gone HAVING count(*) > 0', parts);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "customers_counted_inserted" ON "customers";--> statement-breakpoint
DROP TRIGGER "customers_counted_deleted" ON "customers";--> statement-breakpoint
DROP FUNCTION "count_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_inserted" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_in_parts"('customer_count_parts');--> statement-breakpoint
CREATE TRIGGER "customers_counted_deleted" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_in_parts"('customer_count_parts');--> statement-breakpoint
CREATE TRIGGER "email_subscribers_counted_inserted" AFTER INSERT ON "email_subscribers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_in_parts"('subscriber_count_parts');--> statement-breakpoint
CREATE TRIGGER "email_subscribers_counted_deleted" AFTER DELETE ON "email_subscribers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_in_parts"('subscriber_count_parts');--> statement-breakpoint
INSERT INTO "subscriber_count_parts" ("n") SELECT count(*) FROM "email_subscribers";
