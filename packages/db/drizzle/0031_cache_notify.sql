-- Several shop processes keep caches that follow the cache versions (docs/deployment.md "Several
-- processes", decision 005). Every change of a version is announced on the channel
-- `polku_cache_versions` as "scope:version"; PostgreSQL delivers it when the writing transaction
-- commits, and never for one that rolls back, so a process hears of a change exactly when the
-- change can be read. Whoever bumps (the back office, an import, the triggers of 0015, SQL by
-- hand) is announced alike.
CREATE OR REPLACE FUNCTION notify_cache_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('polku_cache_versions', NEW.scope || ':' || NEW.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cache_versions_notify AFTER INSERT OR UPDATE ON cache_versions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_version();
