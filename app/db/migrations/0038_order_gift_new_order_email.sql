ALTER TABLE "settings" ALTER COLUMN "new_order_email_enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A shop still at the old default (off, no address) has heard of no order: it now emails its first Owner.
UPDATE "settings" SET "new_order_email_enabled" = true, "order_notification_email" = "owner"."email"
FROM (
  SELECT "users"."email" FROM "users" JOIN "user_roles" ON "user_roles"."user_id" = "users"."id"
  WHERE "user_roles"."role" = 'owner' ORDER BY "users"."created_at" LIMIT 1
) AS "owner"
WHERE "settings"."order_notification_email" = '' AND "settings"."new_order_email_enabled" = false;
