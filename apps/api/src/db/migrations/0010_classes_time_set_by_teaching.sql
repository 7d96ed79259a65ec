ALTER TABLE "classes" ALTER COLUMN "time_set_at" DROP DEFAULT;--> statement-breakpoint
-- The teaching module sets a class's time_set_at from the school's clock whenever it sets a
-- start; the database's own clock no longer decides which reminders are owed.
DROP TRIGGER "classes_time_set" ON "classes";--> statement-breakpoint
DROP FUNCTION "note_class_time_set"();
