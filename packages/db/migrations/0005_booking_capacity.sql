-- Written by hand (drizzle-kit has no functions or triggers): bay capacity enforced by the database, so every
-- write path (create, reschedule, an Admin's edit, a public request given a time, a tool on the database) is
-- held to it. docs/decisions/004-booking-capacity-lock.md.

-- The bookings holding a bay at some moment of [from_at, to_at). Every booking lies within one day's opening
-- hours, so one that overlaps started less than 48 hours before from_at: the index scan starts near from_at.
CREATE FUNCTION "holding_bays"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."starts_at", b."ends_at" FROM "bookings" b
  WHERE b."scheduled" AND b."status" <> 'Cancelled'
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours' AND b."ends_at" > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
-- The most bays in use at one moment of [from_at, to_at): the peak is at from_at or at some booking's start.
CREATE FUNCTION "bays_in_use"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  WITH "h" AS (SELECT * FROM "holding_bays"("from_at", "to_at", "exclude_id"))
  SELECT coalesce(max((SELECT count(*) FROM "h" WHERE "h"."starts_at" <= "p"."at" AND "h"."ends_at" > "p"."at")), 0)::integer
  FROM (SELECT "from_at" AS "at" UNION SELECT "h"."starts_at" FROM "h" WHERE "h"."starts_at" > "from_at") "p"
$$;
--> statement-breakpoint
-- Before a booking starts holding a bay, or moves while holding one: take its day's lock (held until the
-- transaction ends, so two writers can never both take the last bay) and refuse with SQLSTATE AS409 when no
-- bay is free for the whole stay. VOLATILE (plpgsql): the read after the lock sees every booking committed
-- before the lock was granted. A bulk import of history (test factories, benchmark seeds; never the app) may
-- switch the check off for its own transaction: SET LOCAL autospa.capacity_check = 'off'.
CREATE FUNCTION "bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "bay_count" integer;
BEGIN
  IF NOT NEW."scheduled" OR NEW."status" = 'Cancelled' THEN RETURN NEW; END IF;
  IF current_setting('autospa.capacity_check', true) = 'off' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD."scheduled" AND OLD."status" <> 'Cancelled'
     AND OLD."starts_at" = NEW."starts_at" AND OLD."ends_at" = NEW."ends_at" THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(4001, NEW."booking_date" - date '2000-01-01');
  SELECT s."bays" INTO "bay_count" FROM "business_settings" s LIMIT 1;
  IF "bays_in_use"(NEW."starts_at", NEW."ends_at", NEW."id") >= coalesce("bay_count", 3) THEN
    RAISE EXCEPTION 'no bay is free from % to %', NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS409';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_capacity" BEFORE INSERT OR UPDATE OF "starts_at", "ends_at", "scheduled", "status", "booking_date" ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "bookings_capacity_check"();
