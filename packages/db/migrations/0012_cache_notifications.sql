-- Every committed write announces itself on the channel autospa_writes, so each instance's read cache drops
-- what it may no longer show (docs/decisions/008-cache-across-instances.md). Statement-level: one notification
-- per statement at most, and PostgreSQL folds the same payload within a transaction into one, sent at commit.
-- 'accounts' for the tables behind sessions and account names; 'data' for the rest. Left out: rate_limits
-- (counters no cached answer shows) and mail_queue (only read once, at start, to move its mail).
CREATE FUNCTION autospa_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('autospa_writes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', 'mail_queue') LOOP
    EXECUTE format(
      'CREATE TRIGGER notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION autospa_notify_write(%L)',
      t,
      CASE WHEN t IN ('accounts', 'sessions') THEN 'accounts' ELSE 'data' END
    );
  END LOOP;
END
$$;
