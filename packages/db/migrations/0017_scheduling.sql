CREATE TABLE "bays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaves_status_check" CHECK ("leaves"."status" in ('Pending', 'Approved', 'Declined')),
	CONSTRAINT "leaves_order_check" CHECK ("leaves"."to_date" >= "leaves"."from_date")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
DROP INDEX "bookings_holding_bay_idx";--> statement-breakpoint
DROP INDEX "bookings_user_active_idx";--> statement-breakpoint
DROP INDEX "bookings_car_keys_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shifts" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bay_id" uuid;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_employee_id_accounts_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bays_active_name_key" ON "bays" USING btree (lower("name")) WHERE "bays"."active";--> statement-breakpoint
CREATE INDEX "leaves_employee_idx" ON "leaves" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leaves_pending_idx" ON "leaves" USING btree ("created_at") WHERE "leaves"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_id_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_no_show_user_idx" ON "bookings" USING btree ("user_id") WHERE "bookings"."status" = 'No-show';--> statement-breakpoint
CREATE INDEX "bookings_no_show_guest_idx" ON "bookings" USING btree ("guest_phone") WHERE "bookings"."status" = 'No-show' and "bookings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_holding_bay_idx" ON "bookings" USING btree ("starts_at","ends_at") WHERE "bookings"."scheduled" and "bookings"."status" not in ('Cancelled', 'No-show');--> statement-breakpoint
CREATE INDEX "bookings_user_active_idx" ON "bookings" USING btree ("user_id","starts_at") WHERE "bookings"."status" not in ('Cancelled', 'Completed', 'No-show');--> statement-breakpoint
CREATE INDEX "bookings_car_keys_idx" ON "bookings" USING gin (car_keys("car_no")) WITH (fastupdate=false) WHERE "bookings"."scheduled" and "bookings"."status" not in ('Cancelled', 'No-show');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending', 'Confirmed', 'In progress', 'Completed', 'Cancelled', 'No-show'));--> statement-breakpoint
-- Written by hand (issue 17): named bays, the employee's time, No-show.
-- * A No-show holds nothing, like Cancelled: no bay, no mobile team, no employee, no place in the customer's
--   limit, no car overlap (the functions and partial indexes below and above).
-- * Every scheduled, not-at-door booking that holds capacity holds one bay (bay_id). The capacity trigger picks
--   the first free active bay by position that can do the service when none is given, under the per-day lock
--   of migration 0005, so two writers never take one bay; none free: AS409 as before.
-- * Exclusion constraints (btree_gist) refuse two holding bookings overlapping on one bay ([starts_at, ends_at +
--   buffer)) or on one employee ([starts_at, ends_at)); the trigger checks first, under the lock, to answer with
--   the clash (SQLSTATEs AS413–AS418 with a JSON DETAIL, lib/db-errors.ts).
-- * business_settings.bays is kept equal to the number of active bays, both ways: a bay created or retired sets
--   it; setting it (update-settings, a tool) adds "Bay k" bays or retires the last ones that hold nothing to come.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- The time a booking keeps its bay (or team): its stay plus the buffer between cars. IMMUTABLE although
-- timestamptz + interval is only STABLE: an interval of minutes does not depend on the time zone.
CREATE FUNCTION "booking_hold_range"("starts_at" timestamptz, "ends_at" timestamptz, "buffer_minutes" integer)
RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange("starts_at", "ends_at" + "buffer_minutes" * interval '1 minute')
$$;
--> statement-breakpoint
DROP FUNCTION "bays_in_use"(timestamptz, timestamptz, uuid);
--> statement-breakpoint
DROP FUNCTION "holding_bays"(timestamptz, timestamptz, uuid);
--> statement-breakpoint
CREATE FUNCTION "holding_bays"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("bay_id" uuid, "starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."bay_id", b."starts_at", b."ends_at" + b."buffer_minutes" * interval '1 minute' FROM "bookings" b
  WHERE b."scheduled" AND b."status" NOT IN ('Cancelled', 'No-show') AND NOT b."at_door"
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours'
    AND b."ends_at" + b."buffer_minutes" * interval '1 minute' > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
-- Kept for reports: the most bays in use at one moment of [from_at, to_at).
CREATE FUNCTION "bays_in_use"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  WITH "h" AS (SELECT * FROM "holding_bays"("from_at", "to_at", "exclude_id"))
  SELECT coalesce(max((SELECT count(*) FROM "h" WHERE "h"."starts_at" <= "p"."at" AND "h"."ends_at" > "p"."at")), 0)::integer
  FROM (SELECT "from_at" AS "at" UNION SELECT "h"."starts_at" FROM "h" WHERE "h"."starts_at" > "from_at") "p"
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "holding_door_teams"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."starts_at", b."ends_at" + b."buffer_minutes" * interval '1 minute' FROM "bookings" b
  WHERE b."scheduled" AND b."status" NOT IN ('Cancelled', 'No-show') AND b."at_door"
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours'
    AND b."ends_at" + b."buffer_minutes" * interval '1 minute' > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
-- The first free active bay (by position) that can do the service for the whole hold; null when none is.
CREATE FUNCTION "free_bay"("service" uuid, "hold" tstzrange, "exclude_id" uuid)
RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT y."id" FROM "bays" y
  WHERE y."active" AND (cardinality(y."service_ids") = 0 OR "service" = ANY (y."service_ids"))
    AND NOT EXISTS (
      SELECT 1 FROM "bookings" o
      WHERE o."bay_id" = y."id" AND o."scheduled" AND o."status" NOT IN ('Cancelled', 'No-show')
        AND booking_hold_range(o."starts_at", o."ends_at", o."buffer_minutes") && "hold" AND o."id" <> "exclude_id")
  ORDER BY y."position", y."id" LIMIT 1
$$;
--> statement-breakpoint
-- Migration 0014's check with named bays and the employee's time. A writer that names a bay (bay_id changed by
-- the statement, or autospa.bay_choice = 'strict' for the transaction: the Admin's drag on the timeline) gets
-- that bay or AS413; a booking moved without naming one keeps its bay when free there, else takes the first free.
CREATE OR REPLACE FUNCTION "bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "team_count" integer; "tz" text; "hold" tstzrange; "was_holding" boolean; "moved" boolean; "named" boolean;
  "bay" record; "clash" record; "who" record; "day" jsonb; "from_minute" numeric; "to_minute" numeric;
BEGIN
  IF NOT NEW."scheduled" OR NEW."status" IN ('Cancelled', 'No-show') THEN
    -- A No-show keeps the bay it stood in (the day's history); a cancelled or unscheduled booking gives it back.
    IF NOT NEW."scheduled" OR NEW."status" = 'Cancelled' OR NEW."at_door" THEN NEW."bay_id" := NULL; END IF;
    RETURN NEW;
  END IF;
  IF NEW."at_door" THEN NEW."bay_id" := NULL; END IF;
  "was_holding" := TG_OP = 'UPDATE' AND OLD."scheduled" AND OLD."status" NOT IN ('Cancelled', 'No-show');
  "moved" := NOT "was_holding" OR OLD."starts_at" <> NEW."starts_at" OR OLD."ends_at" <> NEW."ends_at"
    OR OLD."buffer_minutes" <> NEW."buffer_minutes" OR OLD."at_door" <> NEW."at_door";
  IF NOT "moved" AND NEW."bay_id" IS NOT DISTINCT FROM OLD."bay_id" AND NEW."employee_id" IS NOT DISTINCT FROM OLD."employee_id"
     AND NEW."service_id" = OLD."service_id" THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(4001, NEW."booking_date" - date '2000-01-01');
  "hold" := booking_hold_range(NEW."starts_at", NEW."ends_at", NEW."buffer_minutes");
  SELECT s."door_teams", s."time_zone" INTO "team_count", "tz" FROM "business_settings" s LIMIT 1;
  "tz" := coalesce("tz", 'Asia/Kolkata');
  IF NEW."at_door" THEN
    IF "moved" AND "door_teams_in_use"(NEW."starts_at", upper("hold"), NEW."id") >= coalesce("team_count", 2) THEN
      RAISE EXCEPTION 'no mobile team is free from % to %', NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS412';
    END IF;
  ELSIF "moved" OR NEW."bay_id" IS DISTINCT FROM OLD."bay_id" OR NEW."service_id" <> OLD."service_id" THEN
    "named" := NEW."bay_id" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."bay_id" IS DISTINCT FROM OLD."bay_id"
      OR current_setting('autospa.bay_choice', true) = 'strict');
    IF NEW."bay_id" IS NOT NULL THEN
      SELECT y."name", y."active", (cardinality(y."service_ids") = 0 OR NEW."service_id" = ANY (y."service_ids")) AS "can_do"
        INTO "bay" FROM "bays" y WHERE y."id" = NEW."bay_id";
      IF "named" AND (NOT FOUND OR NOT "bay"."active") THEN
        RAISE EXCEPTION 'bay % is not in use', NEW."bay_id" USING ERRCODE = 'AS418';
      END IF;
      IF "named" AND NOT "bay"."can_do" THEN
        RAISE EXCEPTION 'bay % cannot do the service', NEW."bay_id" USING ERRCODE = 'AS417', DETAIL = json_build_object(
          'bay', "bay"."name", 'service', (SELECT v."service_name" FROM "services" v WHERE v."id" = NEW."service_id"))::text;
      END IF;
      SELECT o."reference", o."starts_at" INTO "clash" FROM "bookings" o
      WHERE o."bay_id" = NEW."bay_id" AND o."scheduled" AND o."status" NOT IN ('Cancelled', 'No-show')
        AND booking_hold_range(o."starts_at", o."ends_at", o."buffer_minutes") && "hold" AND o."id" <> NEW."id"
      ORDER BY o."starts_at" LIMIT 1;
      IF FOUND AND "named" THEN
        RAISE EXCEPTION 'bay % is taken', NEW."bay_id" USING ERRCODE = 'AS413', DETAIL = json_build_object('bay', "bay"."name",
          'reference', "clash"."reference", 'time', to_char("clash"."starts_at" AT TIME ZONE "tz", 'HH12:MI AM'))::text;
      END IF;
      -- Kept only where it is still free, in use and able to do the service.
      IF FOUND OR NOT coalesce("bay"."active" AND "bay"."can_do", false) THEN NEW."bay_id" := NULL; END IF;
    END IF;
    IF NEW."bay_id" IS NULL THEN
      NEW."bay_id" := "free_bay"(NEW."service_id", "hold", NEW."id");
      IF NEW."bay_id" IS NULL THEN
        RAISE EXCEPTION 'no bay is free from % to %', NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS409';
      END IF;
    END IF;
  END IF;
  IF NEW."employee_id" IS NOT NULL AND ("moved" OR NEW."employee_id" IS DISTINCT FROM OLD."employee_id") THEN
    SELECT a."username", a."shifts" INTO "who" FROM "accounts" a WHERE a."id" = NEW."employee_id";
    IF EXISTS (SELECT 1 FROM "leaves" l WHERE l."employee_id" = NEW."employee_id" AND l."status" = 'Approved'
               AND NEW."booking_date" BETWEEN l."from_date" AND l."to_date") THEN
      RAISE EXCEPTION 'employee % is on leave', NEW."employee_id" USING ERRCODE = 'AS415',
        DETAIL = json_build_object('employee', "who"."username", 'date', NEW."booking_date")::text;
    END IF;
    IF "who"."shifts" IS NOT NULL AND jsonb_typeof("who"."shifts") = 'object' THEN
      "day" := "who"."shifts" -> ((ARRAY['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])[extract(dow FROM NEW."booking_date")::int + 1]);
      "from_minute" := extract(epoch FROM (NEW."starts_at" AT TIME ZONE "tz") - NEW."booking_date"::timestamp) / 60;
      "to_minute" := extract(epoch FROM (NEW."ends_at" AT TIME ZONE "tz") - NEW."booking_date"::timestamp) / 60;
      IF "day" IS NULL OR jsonb_typeof("day") <> 'object'
         OR "from_minute" < extract(epoch FROM ("day" ->> 'open')::time) / 60
         OR "to_minute" > extract(epoch FROM ("day" ->> 'close')::time) / 60 THEN
        RAISE EXCEPTION 'employee % is off shift', NEW."employee_id" USING ERRCODE = 'AS416',
          DETAIL = json_build_object('employee', "who"."username")::text;
      END IF;
    END IF;
    SELECT o."reference", o."starts_at" INTO "clash" FROM "bookings" o
    WHERE o."employee_id" = NEW."employee_id" AND o."scheduled" AND o."status" NOT IN ('Cancelled', 'No-show')
      AND tstzrange(o."starts_at", o."ends_at") && tstzrange(NEW."starts_at", NEW."ends_at") AND o."id" <> NEW."id"
    ORDER BY o."starts_at" LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'employee % is busy', NEW."employee_id" USING ERRCODE = 'AS414', DETAIL = json_build_object('employee',
        "who"."username", 'reference', "clash"."reference", 'time', to_char("clash"."starts_at" AT TIME ZONE "tz", 'HH12:MI AM'))::text;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "bookings_capacity" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "bookings_capacity"
BEFORE INSERT OR UPDATE OF "starts_at", "ends_at", "scheduled", "status", "booking_date", "buffer_minutes", "at_door", "bay_id", "employee_id", "service_id"
ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_capacity_check"();
--> statement-breakpoint
-- Migration 0012's rules with No-show holding nothing (the car is elsewhere; the customer's limit is free).
CREATE OR REPLACE FUNCTION "bookings_customer_rules_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "allowed" integer; "held" integer;
BEGIN
  IF NEW."status" IN ('Cancelled', 'Completed', 'No-show') THEN RETURN NEW; END IF;
  IF NEW."scheduled" AND (TG_OP = 'INSERT' OR NOT OLD."scheduled" OR OLD."status" IN ('Cancelled', 'No-show')
      OR OLD."starts_at" <> NEW."starts_at" OR OLD."ends_at" <> NEW."ends_at" OR OLD."car_no" <> NEW."car_no") THEN
    PERFORM pg_advisory_xact_lock(4001, NEW."booking_date" - date '2000-01-01');
    IF EXISTS (
      SELECT 1 FROM "bookings" b
      WHERE car_keys(b."car_no") && car_keys(NEW."car_no") AND b."scheduled" AND b."status" NOT IN ('Cancelled', 'No-show')
        AND b."starts_at" < NEW."ends_at" AND b."ends_at" > NEW."starts_at" AND b."id" <> NEW."id"
    ) THEN
      RAISE EXCEPTION 'car % already has a booking from % to %', NEW."car_no", NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS410';
    END IF;
  END IF;
  IF NEW."user_id" IS NOT NULL AND NEW."starts_at" > now() AND (TG_OP = 'INSERT' OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
      OR OLD."status" IN ('Cancelled', 'Completed', 'No-show') OR OLD."starts_at" <= now()) THEN
    PERFORM pg_advisory_xact_lock(4002, hashtext(NEW."user_id"::text));
    SELECT s."bookings_per_customer" INTO "allowed" FROM "business_settings" s LIMIT 1;
    "allowed" := coalesce("allowed", 3);
    SELECT count(*) INTO "held" FROM "bookings" b
    WHERE b."user_id" = NEW."user_id" AND b."status" NOT IN ('Cancelled', 'Completed', 'No-show') AND b."starts_at" > now() AND b."id" <> NEW."id";
    IF "held" >= "allowed" THEN
      RAISE EXCEPTION 'customer % already holds % upcoming bookings', NEW."user_id", "held" USING ERRCODE = 'AS411', DETAIL = "allowed"::text;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Backfill, with the booking triggers off (nothing here changes a rule's outcome):
-- 1. bays "Bay 1".."Bay N" (every service) from business_settings.bays (3 without a settings row);
-- 2. an employee on two overlapping bookings keeps the earlier one (by start, then id): the later ones are
--    UNASSIGNED (employee_id set to null), which the new exclusion constraint requires;
-- 3. each scheduled, not-at-door booking that holds capacity gets the first bay free at its start, greedily in
--    start order. Existing data keeps to the bay count (the capacity trigger saw to it); should it not, a
--    retired "Bay k (overflow)" takes the excess, so no booking is lost and no rule is broken.
INSERT INTO "bays" ("name", "position")
SELECT 'Bay ' || g, g FROM generate_series(1, coalesce((SELECT s."bays" FROM "business_settings" s LIMIT 1), 3)) g;
--> statement-breakpoint
ALTER TABLE "bookings" DISABLE TRIGGER USER;
--> statement-breakpoint
DO $$
DECLARE "r" record; "last_employee" uuid; "last_end" timestamptz; "unassign" uuid[] := '{}';
  "bay_ids" uuid[]; "free_at" timestamptz[]; "ids" uuid[] := '{}'; "chosen" uuid[] := '{}'; "i" integer; "n" integer; "extra" uuid;
BEGIN
  FOR "r" IN SELECT b."id", b."employee_id", b."starts_at", b."ends_at" FROM "bookings" b
             WHERE b."employee_id" IS NOT NULL AND b."scheduled" AND b."status" NOT IN ('Cancelled', 'No-show')
             ORDER BY b."employee_id", b."starts_at", b."id" LOOP
    IF "r"."employee_id" = "last_employee" AND "r"."starts_at" < "last_end" THEN
      "unassign" := "unassign" || "r"."id";
    ELSE
      "last_employee" := "r"."employee_id"; "last_end" := "r"."ends_at";
    END IF;
  END LOOP;
  UPDATE "bookings" SET "employee_id" = NULL WHERE "id" = ANY ("unassign");

  SELECT array_agg(y."id" ORDER BY y."position") INTO "bay_ids" FROM "bays" y;
  "free_at" := array_fill('-infinity'::timestamptz, ARRAY[cardinality("bay_ids")]);
  FOR "r" IN SELECT b."id", b."starts_at", b."ends_at" + b."buffer_minutes" * interval '1 minute' AS "until" FROM "bookings" b
             WHERE b."scheduled" AND b."status" NOT IN ('Cancelled', 'No-show') AND NOT b."at_door"
             ORDER BY b."starts_at", b."id" LOOP
    "n" := cardinality("bay_ids");
    "i" := 1;
    WHILE "i" <= "n" AND "free_at"["i"] > "r"."starts_at" LOOP "i" := "i" + 1; END LOOP;
    IF "i" > "n" THEN
      INSERT INTO "bays" ("name", "position", "active") VALUES ('Bay ' || ("n" + 1) || ' (overflow)', "n" + 1, false)
      RETURNING "id" INTO "extra";
      "bay_ids" := "bay_ids" || "extra";
      "free_at" := "free_at" || '-infinity'::timestamptz;
    END IF;
    "free_at"["i"] := "r"."until";
    "ids" := "ids" || "r"."id"; "chosen" := "chosen" || "bay_ids"["i"];
  END LOOP;
  UPDATE "bookings" b SET "bay_id" = c."bay_id" FROM unnest("ids", "chosen") AS c("id", "bay_id") WHERE b."id" = c."id";
END $$;
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_overlap" EXCLUDE USING gist (
  "bay_id" WITH =, booking_hold_range("starts_at", "ends_at", "buffer_minutes") WITH &&
) WHERE ("scheduled" AND "status" NOT IN ('Cancelled', 'No-show') AND "bay_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_overlap" EXCLUDE USING gist (
  "employee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("scheduled" AND "status" NOT IN ('Cancelled', 'No-show') AND "employee_id" IS NOT NULL);
--> statement-breakpoint
-- business_settings.bays follows the active bays (create-bay, update-bay, delete-bay write the bays table).
CREATE FUNCTION "bays_count_sync"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO "business_settings" ("id", "bays") VALUES (1, (SELECT count(*) FROM "bays" WHERE "active"))
  ON CONFLICT ("id") DO UPDATE SET "bays" = excluded."bays", "updated_at" = now()
  WHERE "business_settings"."bays" IS DISTINCT FROM excluded."bays";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bays_count" AFTER INSERT OR UPDATE OR DELETE ON "bays" FOR EACH STATEMENT EXECUTE FUNCTION "bays_count_sync"();
--> statement-breakpoint
-- ... and setting the count adds "Bay k" bays (every service) or retires the last bays that hold nothing still to
-- come; when too few are free of bookings to come, AS419 (DETAIL: how many the next bay to retire holds).
CREATE FUNCTION "settings_bays_sync"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "active_count" integer; "k" integer := 1; "pos" integer; "idle" uuid[]; "busy" integer;
BEGIN
  SELECT count(*) INTO "active_count" FROM "bays" WHERE "active";
  IF "active_count" < NEW."bays" THEN
    SELECT coalesce(max("position"), 0) INTO "pos" FROM "bays";
    WHILE "active_count" < NEW."bays" LOOP
      IF NOT EXISTS (SELECT 1 FROM "bays" WHERE "active" AND lower("name") = 'bay ' || "k") THEN
        "pos" := "pos" + 1;
        INSERT INTO "bays" ("name", "position") VALUES ('Bay ' || "k", "pos");
        "active_count" := "active_count" + 1;
      END IF;
      "k" := "k" + 1;
    END LOOP;
  ELSIF "active_count" > NEW."bays" THEN
    SELECT array_agg(q."id") INTO "idle" FROM (
      SELECT y."id" FROM "bays" y WHERE y."active" AND NOT EXISTS (
        SELECT 1 FROM "bookings" o WHERE o."bay_id" = y."id" AND o."scheduled" AND o."status" NOT IN ('Cancelled', 'No-show')
          AND o."ends_at" > now())
      ORDER BY y."position" DESC, y."id" DESC LIMIT "active_count" - NEW."bays") q;
    IF coalesce(cardinality("idle"), 0) < "active_count" - NEW."bays" THEN
      SELECT count(*) INTO "busy" FROM "bookings" o WHERE o."bay_id" = (
        SELECT y."id" FROM "bays" y WHERE y."active" AND NOT (y."id" = ANY (coalesce("idle", '{}'))) ORDER BY y."position" DESC LIMIT 1)
        AND o."scheduled" AND o."status" NOT IN ('Cancelled', 'No-show') AND o."ends_at" > now();
      RAISE EXCEPTION 'bays hold bookings to come' USING ERRCODE = 'AS419', DETAIL = "busy"::text;
    END IF;
    UPDATE "bays" SET "active" = false, "updated_at" = now() WHERE "id" = ANY ("idle");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "settings_bays" AFTER INSERT OR UPDATE OF "bays" ON "business_settings" FOR EACH ROW EXECUTE FUNCTION "settings_bays_sync"();
