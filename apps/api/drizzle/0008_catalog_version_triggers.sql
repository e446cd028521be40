-- The catalogue version (stores.catalog_version) moves with every write to a store's catalogue, in
-- the same transaction, whoever writes: the importer, a test route, a back-office, psql. An API
-- process compares it with the version of its cached catalogue on each request (one indexed read).
-- A direct update of the store row bumps it unless the update sets it itself.
CREATE FUNCTION "stores_bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."catalog_version" = OLD."catalog_version" THEN
    NEW."catalog_version" := OLD."catalog_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stores_catalog_version" BEFORE UPDATE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "stores_bump_catalog_version"();
--> statement-breakpoint
-- A row of a catalogue table (it has store_id) was inserted, updated or deleted: bump its store.
CREATE FUNCTION "catalog_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" SET "catalog_version" = "catalog_version" + 1
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."store_id" ELSE NEW."store_id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "providers_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "provider_days_off_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_days_off"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_providers_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_providers"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_items_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "sub_items"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_item_providers_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "sub_item_providers"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
