ALTER TABLE "users" ADD COLUMN "calendar_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_secret_unique" UNIQUE("calendar_secret");