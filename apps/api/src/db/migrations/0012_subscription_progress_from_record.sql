-- A subscription's progress is no longer a number staff type: it is read from the learner's
-- record against the course's syllabus (modules/lessons/progress.ts, decision 028).
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_progress_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "progress";