CREATE TABLE "subscriber_count_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_count_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written: the mailing list's size kept as 0043 keeps the customers': each statement that adds or removes
-- subscribers adds a part of the count in its own transaction (no single total row that every sign-up would wait
-- on); past 50 parts they are folded into one, so reading the count sums a few rows. Concurrent folds each fold only
-- the parts they deleted.
CREATE FUNCTION "count_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "subscriber_count_parts" ("n") SELECT count(*) FROM new_rows HAVING count(*) > 0;
	ELSE
		INSERT INTO "subscriber_count_parts" ("n") SELECT -count(*) FROM old_rows HAVING count(*) > 0;
	END IF;
	IF (SELECT count(*) FROM "subscriber_count_parts") > 50 THEN
		WITH gone AS (DELETE FROM "subscriber_count_parts" RETURNING "n")
		INSERT INTO "subscriber_count_parts" ("n") SELECT sum("n") FROM gone HAVING count(*) > 0;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "email_subscribers_counted_inserted" AFTER INSERT ON "email_subscribers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_subscribers"();--> statement-breakpoint
CREATE TRIGGER "email_subscribers_counted_deleted" AFTER DELETE ON "email_subscribers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "count_subscribers"();--> statement-breakpoint
INSERT INTO "subscriber_count_parts" ("n") SELECT count(*) FROM "email_subscribers";
