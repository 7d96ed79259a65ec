-- Every instance keeps the class-list version it last heard (modules/teaching/list-version.ts),
-- so that a kept list costs no query: each new version is announced on the channel
-- "iqra_lists", whoever moved it (the deferred triggers of 0006 and 0013, or a statement run by
-- hand). PostgreSQL delivers a notification at commit, and only if the transaction commits.
CREATE FUNCTION "announce_class_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('iqra_lists', NEW."version"::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "class_list_version_announce" AFTER UPDATE ON "class_list_version"
	FOR EACH ROW EXECUTE FUNCTION "announce_class_list_version"();
