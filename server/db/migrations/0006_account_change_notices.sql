-- Every change to an account or to one of its appointments is announced on the channel
-- "account_changed", the account's id as payload, when its transaction commits (a rolled
-- back change announces nothing). The server keeps each signed-in patient's own answers
-- (their profile, their appointment list) ready to send and drops them on this notice
-- (server/http/accountAnswers.ts): written in the database, the notice cannot be missed by
-- a code path, a console action or a hand-made edit.
CREATE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('account_changed', (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Repeated payloads in one transaction are sent once.
    PERFORM pg_notify('account_changed', (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_account_change"('id');
--> statement-breakpoint
CREATE TRIGGER "appointments_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "announce_account_change"('user_id');
