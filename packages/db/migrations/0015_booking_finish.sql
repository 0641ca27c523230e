-- Written by hand (issue 16) around the generated statements: booking references ('AS-' + 5 characters of an
-- alphabet without 0/O/1/I), drawn by booking_reference() until one no booking has (the app draws its own in
-- create-booking and draws again on the rare clash with a concurrent insert). Existing bookings get theirs one
-- row at a time (each draw sees the ones before it), with the booking triggers off: no rule changes here.
CREATE FUNCTION "booking_reference"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE "alphabet" constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; "candidate" text;
BEGIN
  LOOP
    "candidate" := 'AS-';
    FOR i IN 1..5 LOOP
      "candidate" := "candidate" || substr("alphabet", 1 + floor(random() * 32)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "bookings" WHERE "reference" = "candidate");
  END LOOP;
  RETURN "candidate";
END $$;
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "change_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "bookings" DISABLE TRIGGER USER;--> statement-breakpoint
DO $$
DECLARE "row" record;
BEGIN
  FOR "row" IN SELECT "id" FROM "bookings" WHERE "reference" IS NULL LOOP
    UPDATE "bookings" SET "reference" = "booking_reference"() WHERE "id" = "row"."id";
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET DEFAULT booking_reference();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_creator_key" ON "bookings" USING btree ("created_by","idempotency_key") WHERE "bookings"."idempotency_key" is not null and "bookings"."created_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_guest_key" ON "bookings" USING btree ("guest_phone","idempotency_key") WHERE "bookings"."idempotency_key" is not null and "bookings"."created_by" is null;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_change_grace_check" CHECK ("business_settings"."change_grace_minutes" between 0 and 1440);
