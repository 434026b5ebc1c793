ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "addons_search_idx" ON "addons" USING gin ((setweight(to_tsvector('english', "name"), 'A') || setweight(jsonb_to_tsvector('english', "variant_options", '["string"]'), 'B') || setweight(to_tsvector('english', "description"), 'C')));--> statement-breakpoint
CREATE INDEX "addons_name_trgm_idx" ON "addons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "tagline"), 'B') || setweight(jsonb_to_tsvector('english', "variant_options", '["string"]'), 'B') || setweight(to_tsvector('english', "description"), 'C')));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (("name" || ' ' || "tagline") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");