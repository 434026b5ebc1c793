CREATE TABLE "order_state_count_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_state_count_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "order_status" NOT NULL,
	"payment" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written: the kept count of 0044 is kept again per status and payment state (paymentStateOf in
-- orders.schema.ts), so a tab under a status or payment filter sums parts as the unfiltered one did. Each statement
-- that adds, removes or changes orders adds one part per status and state whose count it moved, in its own
-- transaction (no total row every checkout would wait on); past 50 parts they are folded into one per status and
-- state. Concurrent folds each fold only the parts they deleted.
DROP TRIGGER "orders_counted_inserted" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_counted_deleted" ON "orders";--> statement-breakpoint
DROP FUNCTION "count_orders"();--> statement-breakpoint
DROP TABLE "order_count_parts" CASCADE;--> statement-breakpoint
CREATE FUNCTION "order_payment_state"("refunded_total" integer, "total" integer) RETURNS text
	LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN "refunded_total" <= 0 THEN 'paid' WHEN "refunded_total" >= "total" THEN 'refunded'
		ELSE 'partially_refunded' END
$$;--> statement-breakpoint
CREATE FUNCTION "count_order_states"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "order_state_count_parts" ("status", "payment", "n")
		SELECT "status", "order_payment_state"("refunded_total", "total"), count(*) FROM new_rows GROUP BY 1, 2;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "order_state_count_parts" ("status", "payment", "n")
		SELECT "status", "order_payment_state"("refunded_total", "total"), -count(*) FROM old_rows GROUP BY 1, 2;
	ELSE
		-- an update that moved no order between states (a note, a tracking number) adds nothing
		INSERT INTO "order_state_count_parts" ("status", "payment", "n")
		SELECT "status", "payment", sum("n") FROM (
			SELECT "status", "order_payment_state"("refunded_total", "total") AS "payment", 1 AS "n" FROM new_rows
			UNION ALL
			SELECT "status", "order_payment_state"("refunded_total", "total"), -1 FROM old_rows
		) moved GROUP BY 1, 2 HAVING sum("n") <> 0;
	END IF;
	IF (SELECT count(*) FROM "order_state_count_parts") > 50 THEN
		WITH gone AS (DELETE FROM "order_state_count_parts" RETURNING "status", "payment", "n")
		INSERT INTO "order_state_count_parts" ("status", "payment", "n")
		SELECT "status", "payment", sum("n") FROM gone GROUP BY 1, 2 HAVING sum("n") <> 0;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_states_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_order_states"();--> statement-breakpoint
CREATE TRIGGER "orders_states_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_order_states"();--> statement-breakpoint
CREATE TRIGGER "orders_states_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_order_states"();--> statement-breakpoint
INSERT INTO "order_state_count_parts" ("status", "payment", "n")
	SELECT "status", "order_payment_state"("refunded_total", "total"), count(*) FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
-- a product's reviews newest first from one index: the first few of its page are the index's last entries
DROP INDEX "reviews_product_status_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_status_date_idx" ON "reviews" USING btree ("product_id","status","date_posted","id");
