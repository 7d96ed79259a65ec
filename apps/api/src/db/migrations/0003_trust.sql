ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "restore_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("check_after") WHERE "payments"."status" in ('created', 'capturing');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_book_claim_unique" ON "payments" USING btree ("user_id","book_id") WHERE "payments"."kind" = 'book' and "payments"."status" = 'capturing';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'capturing', 'completed', 'cancelled', 'failed', 'expired'));