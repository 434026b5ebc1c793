CREATE INDEX "addons_name_trgm_idx" ON "addons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_customer_name_trgm_idx" ON "reviews" USING gin ("customer_name" gin_trgm_ops);