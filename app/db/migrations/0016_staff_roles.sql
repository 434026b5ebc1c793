-- Staff roles (docs/decisions/240): every admin so far could do everything, so each becomes an Owner.
ALTER TYPE "public"."user_role" RENAME VALUE 'admin' TO 'owner';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'manager';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'fulfilment';--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_key" ON "user_roles" USING btree ("user_id");
