-- A class's lesson is shown in the learner's class lists and makes the learner's progress
-- (decision 029): a change to it moves the class-list version, as a change to the class does.
CREATE CONSTRAINT TRIGGER "lesson_entries_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "lesson_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lesson_mistakes_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "lesson_mistakes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "homework_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "homework"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();
