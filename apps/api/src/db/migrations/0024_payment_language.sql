ALTER TABLE "payments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language_check" CHECK ("payments"."language" in ('en', 'ar'));