-- A patient's appointment list shows what their payments say (a virtual account waiting for a
-- transfer, how a paid appointment's money would go back), so a change to a payment row is a
-- change of the account that owns its appointment: it is announced on "account_changed" like
-- the changes of migration 0006, and the kept answers of server/http/accountAnswers.ts are
-- dropped whichever code path (a notification, a return, the unpaid sweep) wrote it.
CREATE FUNCTION "announce_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('account_changed', (SELECT "user_id"::text FROM "appointments" WHERE "id" = OLD."appointment_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Repeated payloads in one transaction are sent once.
    PERFORM pg_notify('account_changed', (SELECT "user_id"::text FROM "appointments" WHERE "id" = NEW."appointment_id"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "announce_payment_change"();
