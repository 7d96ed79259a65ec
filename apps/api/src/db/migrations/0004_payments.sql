ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payments_open_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_book_claim_unique" ON "payments" USING btree ("user_id","book_id") WHERE "payments"."kind" = 'book' and "payments"."status" in ('capturing', 'completed');--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("check_after") WHERE "payments"."status" in ('created', 'capturing');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'capturing', 'completed', 'cancelled', 'failed', 'expired'));