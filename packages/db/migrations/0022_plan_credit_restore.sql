-- Issue 20: a booking paid with a plan credit gives the credit back when it is cancelled, whichever path cancels
-- it (cancel-booking, update-booking-status, update-booking, the guest's manage link, a reminder's one-tap
-- cancel, a pause or a cancelled subscription): one 'restored' row, once (plan_ledger_booking_kind_key), and only
-- while the subscription is active (a cancelled or expired one has had its balance settled). The booking's plan
-- visit is cancelled with it. A deleted booking that was still to come does the same. Rows are stamped with
-- clock_timestamp(): a refund written later in the same transaction then comes after them in the ledger.
CREATE OR REPLACE FUNCTION plan_booking_released() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  redeemed record;
BEGIN
  UPDATE plan_visits SET status = 'cancelled' WHERE booking_id = OLD.id AND status = 'scheduled';
  SELECT l.subscription_id, l.value_paise INTO redeemed
    FROM plan_ledger l JOIN subscriptions s ON s.id = l.subscription_id
    WHERE l.booking_id = OLD.id AND l.kind = 'redeemed' AND s.status = 'active';
  IF FOUND THEN
    IF TG_OP = 'DELETE' THEN
      -- The booking goes: its ledger rows keep no booking id (ON DELETE SET NULL), so none is written here.
      IF NOT EXISTS (SELECT 1 FROM plan_ledger WHERE booking_id = OLD.id AND kind = 'restored') THEN
        INSERT INTO plan_ledger (subscription_id, kind, credits, value_paise, reason, created_at)
        VALUES (redeemed.subscription_id, 'restored', 1, -redeemed.value_paise, 'Booking ' || OLD.reference || ' deleted', clock_timestamp());
      END IF;
    ELSE
      INSERT INTO plan_ledger (subscription_id, kind, credits, value_paise, booking_id, reason, created_by, created_at)
      VALUES (redeemed.subscription_id, 'restored', 1, -redeemed.value_paise, OLD.id, 'Booking cancelled', NEW.cancelled_by, clock_timestamp())
      ON CONFLICT (booking_id, kind) WHERE kind IN ('redeemed', 'restored') DO NOTHING;
    END IF;
  END IF;
  -- A BEFORE DELETE trigger that returned NULL would stop the delete.
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_plan_cancelled AFTER UPDATE OF status ON bookings FOR EACH ROW
  WHEN (NEW.status = 'Cancelled' AND OLD.status IS DISTINCT FROM 'Cancelled')
  EXECUTE FUNCTION plan_booking_released();
--> statement-breakpoint
CREATE TRIGGER bookings_plan_deleted BEFORE DELETE ON bookings FOR EACH ROW
  WHEN (OLD.status IN ('Pending', 'Confirmed'))
  EXECUTE FUNCTION plan_booking_released();
--> statement-breakpoint
-- A plan visit's day is its booking's day: a booking moved by any path (reschedule-booking, the manage link,
-- update-booking) moves its visit, and may only move to a day its subscription covers (inside the period, not
-- paused). AS420's DETAIL names the planMessages entry (lib/db-errors.ts).
CREATE OR REPLACE FUNCTION plan_booking_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sub record;
BEGIN
  SELECT s.id, s.start_date, s.end_date INTO sub
    FROM plan_visits v JOIN subscriptions s ON s.id = v.subscription_id
    WHERE v.booking_id = NEW.id AND v.status = 'scheduled';
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF NEW.booking_date < sub.start_date THEN
    RAISE EXCEPTION 'plan not started' USING ERRCODE = 'AS420', DETAIL = 'subscriptionNotStarted';
  END IF;
  IF NEW.booking_date > sub.end_date THEN
    RAISE EXCEPTION 'plan ended' USING ERRCODE = 'AS420', DETAIL = 'subscriptionEnded';
  END IF;
  IF EXISTS (SELECT 1 FROM subscription_pauses p WHERE p.subscription_id = sub.id
      AND NEW.booking_date BETWEEN p.from_date AND p.to_date) THEN
    RAISE EXCEPTION 'plan paused' USING ERRCODE = 'AS420', DETAIL = 'pausedOnDate';
  END IF;
  UPDATE plan_visits SET visit_date = NEW.booking_date WHERE booking_id = NEW.id AND status = 'scheduled';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_plan_moved AFTER UPDATE OF booking_date ON bookings FOR EACH ROW
  WHEN (NEW.booking_date IS DISTINCT FROM OLD.booking_date AND NEW.status NOT IN ('Cancelled', 'No-show'))
  EXECUTE FUNCTION plan_booking_moved();
