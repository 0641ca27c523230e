-- Written by hand (drizzle-kit has no functions). The bookings that hold a bay at some moment of [from_at, to_at):
-- every booking lies within one day's opening hours, so one that overlaps started less than 48 hours before
-- from_at, which lets the scan of bookings_holding_bay_idx start near from_at.
CREATE FUNCTION "holding_bays"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."starts_at", b."ends_at" FROM "bookings" b
  WHERE b."scheduled" AND b."status" <> 'Cancelled'
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours' AND b."ends_at" > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
-- Takes the day's capacity lock (held until the transaction ends), then reads the bays and the bookings holding
-- one in [from_at, to_at), as epoch milliseconds: one row per booking, or one row of nulls but the bays when
-- none does. One round trip; VOLATILE, so the read after the lock sees every booking committed before the lock
-- was granted (docs/decisions/004-booking-capacity-lock.md).
CREATE FUNCTION "lock_booking_day"("day" date, "from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("bays" integer, "starts_ms" double precision, "ends_ms" double precision) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4001, "day" - date '2000-01-01');
  RETURN QUERY
    SELECT s."bays", extract(epoch FROM h."starts_at")::double precision * 1000, extract(epoch FROM h."ends_at")::double precision * 1000
    FROM (SELECT (SELECT b."bays" FROM "business_settings" b LIMIT 1) AS "bays") s
    LEFT JOIN "holding_bays"("from_at", "to_at", "exclude_id") h ON true;
END $$;
