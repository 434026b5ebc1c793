CREATE TABLE "item_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" "priced_item_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"stock" integer,
	"price" integer,
	"image" text DEFAULT '' NOT NULL,
	"low_stock_threshold" integer,
	CONSTRAINT "item_variants_stock_non_negative" CHECK ("item_variants"."stock" >= 0),
	CONSTRAINT "item_variants_price_non_negative" CHECK ("item_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "item_variants_item_name_key" ON "item_variants" USING btree ("item_kind","item_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "item_variants_sku_key" ON "item_variants" USING btree ("sku") WHERE "item_variants"."sku" is not null;--> statement-breakpoint
-- An item's option names in order, without repeats; one default name '' when it has none
-- (docs/decisions/260). `n` is how many there are, for the stock split.
CREATE FUNCTION "item_variant_names"(options jsonb) RETURNS TABLE ("name" text, "pos" bigint, "n" bigint)
LANGUAGE sql IMMUTABLE AS $$
	SELECT u."name", row_number() OVER (ORDER BY min(u."ord")), count(*) OVER ()
	FROM unnest(CASE WHEN jsonb_array_length(coalesce(options, '[]'::jsonb)) = 0 THEN ARRAY['']
		ELSE ARRAY(SELECT jsonb_array_elements_text(options)) END) WITH ORDINALITY AS u("name", "ord")
	GROUP BY u."name"
$$;--> statement-breakpoint
-- Every existing item gets its variants. A product's stock is shared among them, never created: evenly,
-- the remainder to the first. Add-ons held no stock and were sold without limit: theirs start untracked.
INSERT INTO "item_variants" ("item_kind", "item_id", "name", "position", "stock", "image")
	SELECT 'product', p."id", v."name", v."pos" - 1,
		p."stock_quantity" / v."n" + CASE WHEN v."pos" = 1 THEN p."stock_quantity" % v."n" ELSE 0 END,
		coalesce(p."variant_images" ->> v."name", '')
	FROM "products" p CROSS JOIN LATERAL "item_variant_names"(p."variant_options") v;--> statement-breakpoint
INSERT INTO "item_variants" ("item_kind", "item_id", "name", "position", "stock")
	SELECT 'addon', a."id", v."name", v."pos" - 1, NULL
	FROM "addons" a CROSS JOIN LATERAL "item_variant_names"(a."variant_options") v;--> statement-breakpoint
-- From now on an item's variant rows follow its option list, whatever writes it (a form, the assistant,
-- the demo seed, a test's insert): a new item shares its stock as above, a new option starts at 0 (an
-- add-on's untracked), a removed option's row goes and a product's total follows.
CREATE FUNCTION "sync_item_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	kind "priced_item_kind" := TG_ARGV[0]::"priced_item_kind";
	item jsonb := to_jsonb(NEW);
	stock integer := coalesce((item ->> 'stock_quantity')::integer, 0);
BEGIN
	DELETE FROM "item_variants" iv WHERE iv."item_kind" = kind AND iv."item_id" = NEW."id"
		AND iv."name" NOT IN (SELECT v."name" FROM "item_variant_names"(NEW."variant_options") v);
	INSERT INTO "item_variants" ("item_kind", "item_id", "name", "position", "stock", "image")
		SELECT kind, NEW."id", v."name", v."pos" - 1,
			CASE WHEN kind = 'addon' THEN NULL
				WHEN TG_OP = 'INSERT' THEN stock / v."n" + CASE WHEN v."pos" = 1 THEN stock % v."n" ELSE 0 END
				ELSE 0 END,
			coalesce(item -> 'variant_images' ->> v."name", '')
		FROM "item_variant_names"(NEW."variant_options") v
		ON CONFLICT ("item_kind", "item_id", "name") DO UPDATE SET "position" = EXCLUDED."position",
			"image" = CASE WHEN kind = 'product' THEN EXCLUDED."image" ELSE "item_variants"."image" END;
	IF kind = 'product' AND TG_OP = 'UPDATE' THEN
		UPDATE "products" SET "stock_quantity" = s."total"
		FROM (SELECT coalesce(sum(iv."stock"), 0)::integer AS "total" FROM "item_variants" iv
			WHERE iv."item_kind" = 'product' AND iv."item_id" = NEW."id") s
		WHERE "products"."id" = NEW."id" AND "products"."stock_quantity" <> s."total";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_variants_inserted" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "sync_item_variants"('product');--> statement-breakpoint
CREATE TRIGGER "products_variants_changed" AFTER UPDATE OF "variant_options", "variant_images" ON "products"
	FOR EACH ROW WHEN (OLD."variant_options" IS DISTINCT FROM NEW."variant_options"
		OR OLD."variant_images" IS DISTINCT FROM NEW."variant_images")
	EXECUTE FUNCTION "sync_item_variants"('product');--> statement-breakpoint
CREATE TRIGGER "addons_variants_inserted" AFTER INSERT ON "addons"
	FOR EACH ROW EXECUTE FUNCTION "sync_item_variants"('addon');--> statement-breakpoint
CREATE TRIGGER "addons_variants_changed" AFTER UPDATE OF "variant_options" ON "addons"
	FOR EACH ROW WHEN (OLD."variant_options" IS DISTINCT FROM NEW."variant_options")
	EXECUTE FUNCTION "sync_item_variants"('addon');
