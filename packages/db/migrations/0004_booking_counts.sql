CREATE TABLE "booking_counts" (
	"service_id" uuid NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "booking_counts_service_id_status_shard_pk" PRIMARY KEY("service_id","status","shard")
);
--> statement-breakpoint
ALTER TABLE "booking_counts" ADD CONSTRAINT "booking_counts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Written by hand below (drizzle-kit has no triggers): kept by statement triggers on bookings, one upsert per
-- statement whatever its row count; each connection adds to its own shard (pg_backend_pid() % 16), reads sum them.
CREATE FUNCTION "booking_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_counts" ("service_id", "status", "shard", "bookings")
    SELECT "service_id", "status", pg_backend_pid() % 16, count(*)::int FROM "new_rows" GROUP BY "service_id", "status"
    ON CONFLICT ("service_id", "status", "shard") DO UPDATE SET "bookings" = "booking_counts"."bookings" + excluded."bookings";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "booking_counts" ("service_id", "status", "shard", "bookings")
    SELECT "service_id", "status", pg_backend_pid() % 16, -count(*)::int FROM "old_rows" GROUP BY "service_id", "status"
    ON CONFLICT ("service_id", "status", "shard") DO UPDATE SET "bookings" = "booking_counts"."bookings" + excluded."bookings";
  ELSE
    INSERT INTO "booking_counts" ("service_id", "status", "shard", "bookings")
    SELECT "service_id", "status", pg_backend_pid() % 16, sum("delta")::int
    FROM (SELECT "service_id", "status", -1 AS "delta" FROM "old_rows" UNION ALL SELECT "service_id", "status", 1 FROM "new_rows") AS "changes"
    GROUP BY "service_id", "status" HAVING sum("delta") <> 0
    ON CONFLICT ("service_id", "status", "shard") DO UPDATE SET "bookings" = "booking_counts"."bookings" + excluded."bookings";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_counted_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_counted_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_counted_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_counted_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_clear"();
--> statement-breakpoint
INSERT INTO "booking_counts" ("service_id", "status", "shard", "bookings")
SELECT "service_id", "status", 0, count(*)::int FROM "bookings" GROUP BY "service_id", "status";
