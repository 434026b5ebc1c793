-- Rows already there are numbered by their time (then id), as they were written; new ones by the
-- identity, in the order they are written (ADR 119). Storage order would not do: an updated row
-- (an entry undone, an email retried) moves to the end of its table.
ALTER TABLE "activity_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "activity_log" SET "seq" = "numbered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "activity_log") AS "numbered" WHERE "numbered"."id" = "activity_log"."id";--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"activity_log_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "activity_log"), false);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "email_outbox" SET "seq" = "numbered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "email_outbox") AS "numbered" WHERE "numbered"."id" = "email_outbox"."id";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"email_outbox_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "email_outbox"), false);
