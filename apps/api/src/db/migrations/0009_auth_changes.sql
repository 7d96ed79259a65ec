-- Every instance keeps a short-lived view of the tokens it has recently seen (who they belong
-- to, with that person's row). Whatever makes such a view wrong is announced on the channel
-- "iqra_auth" with the person's id: a token deleted (sign-out, a password changed or reset, an
-- account closed by staff, expiry clean-up) or the person's row changed (name, role, zone,
-- password). PostgreSQL delivers a notification at commit, once per payload and transaction,
-- and only if the transaction commits; instances drop that person's tokens from their view.
-- The trigger's argument names the column that holds the person's id.
CREATE FUNCTION "announce_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('iqra_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_announce" AFTER DELETE ON "auth_tokens"
	FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_announce_update" AFTER UPDATE ON "users"
	FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "announce_auth_change"('id');--> statement-breakpoint
CREATE TRIGGER "users_announce_delete" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"('id');
