CREATE TABLE "customer_count_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_count_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written: each statement that adds or removes customers adds a part of the count in its own transaction
-- (no single total row that every first order would wait on); past 50 parts they are folded into one, so reading
-- the count sums a few rows. Concurrent folds each fold only the parts they deleted.
CREATE FUNCTION "count_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "customer_count_parts" ("n") SELECT count(*) FROM new_rows HAVING count(*) > 0;
	ELSE
		INSERT INTO "customer_count_parts" ("n") SELECT -count(*) FROM old_rows HAVING count(*) > 0;
	END IF;
	IF (SELECT count(*) FROM "customer_count_parts") > 50 THEN
		WITH gone AS (DELETE FROM "customer_count_parts" RETURNING "n")
		INSERT INTO "customer_count_parts" ("n") SELECT sum("n") FROM gone HAVING count(*) > 0;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_counted_inserted" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_deleted" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_customers"();--> statement-breakpoint
INSERT INTO "customer_count_parts" ("n") SELECT count(*) FROM "customers";
