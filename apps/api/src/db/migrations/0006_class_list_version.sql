CREATE TABLE "class_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "class_list_version_single_check" CHECK ("class_list_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "class_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bumps the version once per transaction, at its commit (the triggers below are deferred), so
-- the new version becomes visible together with the change and the row is locked only while
-- the transaction commits.
CREATE FUNCTION "note_class_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('iqra.class_lists_changed', true), '') <> 'yes' THEN
		PERFORM set_config('iqra.class_lists_changed', 'yes', true);
		UPDATE "class_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "classes_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "classes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "makeup_credits_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "makeup_credits"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tutors_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "tutors"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_class_lists" AFTER UPDATE OF "name" OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_class_lists" AFTER UPDATE OF "first_name", "last_name", "email", "time_zone", "gender" OR DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "demo_requests_class_lists" AFTER UPDATE OF "email", "time_zone" OR DELETE ON "demo_requests"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "school_settings_class_lists" AFTER UPDATE ON "school_settings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();
