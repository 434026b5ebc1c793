CREATE TABLE "order_count_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_count_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written, as 0043 keeps the customers' count: each statement that adds or removes orders adds a part of the
-- count in its own transaction (no single total row that every checkout would wait on); past 50 parts they are
-- folded into one, so reading the count sums a few rows. Concurrent folds each fold only the parts they deleted.
CREATE FUNCTION "count_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "order_count_parts" ("n") SELECT count(*) FROM new_rows HAVING count(*) > 0;
	ELSE
		INSERT INTO "order_count_parts" ("n") SELECT -count(*) FROM old_rows HAVING count(*) > 0;
	END IF;
	IF (SELECT count(*) FROM "order_count_parts") > 50 THEN
		WITH gone AS (DELETE FROM "order_count_parts" RETURNING "n")
		INSERT INTO "order_count_parts" ("n") SELECT sum("n") FROM gone HAVING count(*) > 0;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_counted_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_counted_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_orders"();--> statement-breakpoint
INSERT INTO "order_count_parts" ("n") SELECT count(*) FROM "orders";
