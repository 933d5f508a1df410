-- What every API process keeps in memory for a while (the catalogue and its prices, exchange
-- rates, shipping tables, content, codes) is announced when it changes: one notice per statement on
-- the channel "shop_changed", naming the table. Each process listens (platform/shop-changes.ts) and
-- forgets what it kept, so an edit made through any process, or straight in the database, reaches
-- every process within a moment instead of after its cache's minute.
CREATE FUNCTION "announce_shop_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "currencies_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "product_configs_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_configs" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "products_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "variants_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "variant_prices_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_prices" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "collections_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "collection_products_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "media_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "preorders_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preorders" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "preorder_products_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preorder_products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "content_pages_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "blogs_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "blog_articles_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_articles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "shipping_rates_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_rates" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "shipping_countries_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_countries" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "shipping_settings_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_settings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();--> statement-breakpoint
CREATE TRIGGER "discount_codes_announce_shop_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_codes" FOR EACH STATEMENT EXECUTE FUNCTION "announce_shop_change"();
