-- Written by hand (issue 15): the booking rules of migrations 0005 (bays) and 0011 (one car in one place, the
-- customer's upcoming bookings) hold for every writer. Those functions let a transaction switch them off with
-- SET LOCAL autospa.capacity_check = 'off' (test factories, benchmark seeds): the same functions without that
-- switch. Test factories and seeds now write rows that keep the rules, as the app must.
CREATE OR REPLACE FUNCTION "bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "bay_count" integer;
BEGIN
  IF NOT NEW."scheduled" OR NEW."status" = 'Cancelled' THEN RETURN NEW; END IF;
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
CREATE OR REPLACE FUNCTION "bookings_customer_rules_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "allowed" integer; "held" integer;
BEGIN
  IF NEW."status" IN ('Cancelled', 'Completed') THEN RETURN NEW; END IF;
  IF NEW."scheduled" AND (TG_OP = 'INSERT' OR NOT OLD."scheduled" OR OLD."status" = 'Cancelled'
      OR OLD."starts_at" <> NEW."starts_at" OR OLD."ends_at" <> NEW."ends_at" OR OLD."car_no" <> NEW."car_no") THEN
    PERFORM pg_advisory_xact_lock(4001, NEW."booking_date" - date '2000-01-01');
    IF EXISTS (
      SELECT 1 FROM "bookings" b
      WHERE car_keys(b."car_no") && car_keys(NEW."car_no") AND b."scheduled" AND b."status" <> 'Cancelled'
        AND b."starts_at" < NEW."ends_at" AND b."ends_at" > NEW."starts_at" AND b."id" <> NEW."id"
    ) THEN
      RAISE EXCEPTION 'car % already has a booking from % to %', NEW."car_no", NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS410';
    END IF;
  END IF;
  IF NEW."user_id" IS NOT NULL AND NEW."starts_at" > now() AND (TG_OP = 'INSERT' OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
      OR OLD."status" IN ('Cancelled', 'Completed') OR OLD."starts_at" <= now()) THEN
    PERFORM pg_advisory_xact_lock(4002, hashtext(NEW."user_id"::text));
    SELECT s."bookings_per_customer" INTO "allowed" FROM "business_settings" s LIMIT 1;
    "allowed" := coalesce("allowed", 3);
    SELECT count(*) INTO "held" FROM "bookings" b
    WHERE b."user_id" = NEW."user_id" AND b."status" NOT IN ('Cancelled', 'Completed') AND b."starts_at" > now() AND b."id" <> NEW."id";
    IF "held" >= "allowed" THEN
      RAISE EXCEPTION 'customer % already holds % upcoming bookings', NEW."user_id", "held" USING ERRCODE = 'AS411', DETAIL = "allowed"::text;
    END IF;
  END IF;
  RETURN NEW;
END $$;
