-- Written by hand (drizzle-kit has no extensions or functions): what the booking search's indexes (next
-- migration) call. pg_trgm ships with PostgreSQL (contrib), 15 and 18 alike. CREATE EXTENSION needs a superuser
-- (pg_trgm being trusted, a role with CREATE on the database will do): the embedded server's role is one, and
-- so is the postgres role the tests and benchmarks use. IF NOT EXISTS: a database may have it already.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A booking's car numbers as one text, for a trigram index: array_to_string is only STABLE (it is generic over
-- element types), so an index cannot call it directly; for text[] it is immutable.
CREATE FUNCTION "car_no_text"("car_no" text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string("car_no", ' ')
$$;
--> statement-breakpoint
-- The six-character pieces of a booking's car numbers, lower-cased: a car number that holds a searched text
-- holds every piece of it. Car numbers share their leading letters and zeros, so each trigram of a whole car
-- number is in a large share of the rows and a trigram index reads all of those; six characters pick out a few.
CREATE FUNCTION "car_no_grams"("car_no" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower("c"), "i", 6)), '{}')
  FROM unnest("car_no") AS "c", generate_series(1, length("c") - 5) AS "i"
$$;
