ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text DEFAULT 'latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hijri" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_check" CHECK ("users"."digits" in ('latn', 'arab'));