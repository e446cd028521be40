CREATE TABLE "busy_versions" (
	"store_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "busy_versions_store_id_slot_pk" PRIMARY KEY("store_id","slot")
);
--> statement-breakpoint
ALTER TABLE "busy_versions" ADD CONSTRAINT "busy_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The busy-time version of a store (the sum of busy_versions.n) moves with every change of its
-- designers' busy time, in the writing transaction, whoever writes: a booking, a move, a cancel, an
-- expiry sweep, blocked time, psql. The writer adds 1 to its connection's slot (pid mod 64), so two
-- bookings of one store committing at once rarely wait for each other's row lock.
CREATE FUNCTION "busy_time_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "busy_versions" ("store_id", "slot", "n") VALUES (OLD."store_id", pg_backend_pid() % 64, 1)
      ON CONFLICT ("store_id", "slot") DO UPDATE SET "n" = "busy_versions"."n" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."store_id" IS DISTINCT FROM OLD."store_id") THEN
    INSERT INTO "busy_versions" ("store_id", "slot", "n") VALUES (NEW."store_id", pg_backend_pid() % 64, 1)
      ON CONFLICT ("store_id", "slot") DO UPDATE SET "n" = "busy_versions"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_events_busy_version" AFTER INSERT OR DELETE
  OR UPDATE OF "store_id", "provider_id", "start_time", "end_time", "active" ON "booking_events"
  FOR EACH ROW EXECUTE FUNCTION "busy_time_changed"();
--> statement-breakpoint
CREATE TRIGGER "designer_blocks_busy_version" AFTER INSERT OR DELETE
  OR UPDATE OF "store_id", "provider_id", "start_time", "end_time" ON "designer_blocks"
  FOR EACH ROW EXECUTE FUNCTION "busy_time_changed"();
