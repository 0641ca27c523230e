-- Generated; the functions these indexes call come from 0007. Built in the migration's transaction: writes to
-- bookings wait while they build (on a 2-core machine about 2 s per 100,000 bookings).
CREATE INDEX "bookings_car_no_trgm_idx" ON "bookings" USING gin (car_no_text("car_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_car_no_grams_idx" ON "bookings" USING gin (car_no_grams("car_no"));--> statement-breakpoint
CREATE INDEX "bookings_guest_trgm_idx" ON "bookings" USING gin ("guest_name" gin_trgm_ops,"guest_phone" gin_trgm_ops) WHERE "bookings"."guest_name" is not null or "bookings"."guest_phone" is not null;