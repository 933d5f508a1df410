-- Every change to what the customer answer is made of (the customer, their addresses, sizes and
-- carts) and every change to a session is announced on a channel, with the customer's id or the
-- session's token hash. On the embedded database, where one process holds every connection, the
-- API keeps those answers in memory and forgets one as soon as it is announced.
CREATE FUNCTION "announce_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" text := coalesce(to_jsonb(NEW) ->> TG_ARGV[1], to_jsonb(OLD) ->> TG_ARGV[1]);
BEGIN
  IF "changed" IS NOT NULL THEN
    PERFORM pg_notify(TG_ARGV[0], "changed");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_announce_answer_change" AFTER INSERT OR UPDATE OR DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('customer_answer_changed', 'id');--> statement-breakpoint
CREATE TRIGGER "customer_addresses_announce_answer_change" AFTER INSERT OR UPDATE OR DELETE ON "customer_addresses" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('customer_answer_changed', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "customer_sizes_announce_answer_change" AFTER INSERT OR UPDATE OR DELETE ON "customer_sizes" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('customer_answer_changed', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "carts_announce_answer_change" AFTER INSERT OR UPDATE OR DELETE ON "carts" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('customer_answer_changed', 'customer_id');--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('session_changed', 'token_hash');
