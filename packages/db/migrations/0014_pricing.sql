CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_status_check" CHECK ("add_ons"."status" in ('Active', 'Inactive')),
	CONSTRAINT "add_ons_price_check" CHECK ("add_ons"."price_paise" >= 0),
	CONSTRAINT "add_ons_duration_check" CHECK ("add_ons"."duration_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "service_add_ons" (
	"service_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	CONSTRAINT "service_add_ons_service_id_add_on_id_pk" PRIMARY KEY("service_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"price_paise" integer,
	"duration_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_prices_price_check" CHECK ("service_prices"."price_paise" >= 0),
	CONSTRAINT "service_prices_duration_check" CHECK ("service_prices"."duration_minutes" between 1 and 720)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "at_door" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "buffer_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "door_teams" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "at_door" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "service_add_ons" ADD CONSTRAINT "service_add_ons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_add_ons" ADD CONSTRAINT "service_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_name_lower_key" ON "add_ons" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_add_ons_add_on_idx" ON "service_add_ons" USING btree ("add_on_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_prices_category_key" ON "service_prices" USING btree ("service_id","category_id") WHERE "service_prices"."sub_category_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_prices_sub_key" ON "service_prices" USING btree ("service_id","sub_category_id") WHERE "service_prices"."sub_category_id" is not null;--> statement-breakpoint
CREATE INDEX "service_prices_category_idx" ON "service_prices" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "service_prices_sub_idx" ON "service_prices" USING btree ("sub_category_id");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_buffer_check" CHECK ("business_settings"."buffer_minutes" between 0 and 120);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_door_teams_check" CHECK ("business_settings"."door_teams" between 0 and 50);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffer_check" CHECK ("bookings"."buffer_minutes" between 0 and 120);--> statement-breakpoint
-- Written by hand (issue 16): a booking blocks its bay (or, at the door, one mobile team) from starts_at to
-- ends_at plus its own buffer_minutes, the pause between cars; ends_at stays the end the customer is told.
-- Doorstep bookings never hold a bay; they count against business_settings.door_teams, under the same day lock.
CREATE OR REPLACE FUNCTION "holding_bays"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."starts_at", b."ends_at" + b."buffer_minutes" * interval '1 minute' FROM "bookings" b
  WHERE b."scheduled" AND b."status" <> 'Cancelled' AND NOT b."at_door"
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours'
    AND b."ends_at" + b."buffer_minutes" * interval '1 minute' > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
CREATE FUNCTION "holding_door_teams"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS TABLE ("starts_at" timestamptz, "ends_at" timestamptz) LANGUAGE sql STABLE AS $$
  SELECT b."starts_at", b."ends_at" + b."buffer_minutes" * interval '1 minute' FROM "bookings" b
  WHERE b."scheduled" AND b."status" <> 'Cancelled' AND b."at_door"
    AND b."starts_at" < "to_at" AND b."starts_at" > "from_at" - interval '48 hours'
    AND b."ends_at" + b."buffer_minutes" * interval '1 minute' > "from_at"
    AND ("exclude_id" IS NULL OR b."id" <> "exclude_id")
$$;
--> statement-breakpoint
-- The most mobile teams out at one moment of [from_at, to_at), as bays_in_use counts bays.
CREATE FUNCTION "door_teams_in_use"("from_at" timestamptz, "to_at" timestamptz, "exclude_id" uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  WITH "h" AS (SELECT * FROM "holding_door_teams"("from_at", "to_at", "exclude_id"))
  SELECT coalesce(max((SELECT count(*) FROM "h" WHERE "h"."starts_at" <= "p"."at" AND "h"."ends_at" > "p"."at")), 0)::integer
  FROM (SELECT "from_at" AS "at" UNION SELECT "h"."starts_at" FROM "h" WHERE "h"."starts_at" > "from_at") "p"
$$;
--> statement-breakpoint
-- Migration 0012's check, with the buffer and the doorstep teams: AS409 when no bay is free for the whole stay
-- and its buffer, AS412 when no mobile team is.
CREATE OR REPLACE FUNCTION "bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE "bay_count" integer; "team_count" integer; "blocked_until" timestamptz;
BEGIN
  IF NOT NEW."scheduled" OR NEW."status" = 'Cancelled' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD."scheduled" AND OLD."status" <> 'Cancelled'
     AND OLD."starts_at" = NEW."starts_at" AND OLD."ends_at" = NEW."ends_at"
     AND OLD."buffer_minutes" = NEW."buffer_minutes" AND OLD."at_door" = NEW."at_door" THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(4001, NEW."booking_date" - date '2000-01-01');
  "blocked_until" := NEW."ends_at" + NEW."buffer_minutes" * interval '1 minute';
  SELECT s."bays", s."door_teams" INTO "bay_count", "team_count" FROM "business_settings" s LIMIT 1;
  IF NEW."at_door" THEN
    IF "door_teams_in_use"(NEW."starts_at", "blocked_until", NEW."id") >= coalesce("team_count", 2) THEN
      RAISE EXCEPTION 'no mobile team is free from % to %', NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS412';
    END IF;
  ELSIF "bays_in_use"(NEW."starts_at", "blocked_until", NEW."id") >= coalesce("bay_count", 3) THEN
    RAISE EXCEPTION 'no bay is free from % to %', NEW."starts_at", NEW."ends_at" USING ERRCODE = 'AS409';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "bookings_capacity" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "bookings_capacity"
BEFORE INSERT OR UPDATE OF "starts_at", "ends_at", "scheduled", "status", "booking_date", "buffer_minutes", "at_door" ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "bookings_capacity_check"();
