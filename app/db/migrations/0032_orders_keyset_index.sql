DROP INDEX "orders_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_order_date_id_idx" ON "orders" USING btree ("order_date","id");