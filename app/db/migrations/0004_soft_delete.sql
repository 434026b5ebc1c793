DROP INDEX "addons_slug_key";--> statement-breakpoint
DROP INDEX "products_slug_key";--> statement-breakpoint
ALTER TABLE "addons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "addons_slug_key" ON "addons" USING btree ("slug") WHERE "addons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug") WHERE "products"."deleted_at" is null;