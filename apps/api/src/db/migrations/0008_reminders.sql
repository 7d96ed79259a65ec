CREATE TABLE "sent_reminders" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"side" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_kind_ref_id_side_due_at_pk" PRIMARY KEY("kind","ref_id","side","due_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_token" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "mail_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "time_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "classes_scheduled_start_idx" ON "classes" USING btree ("starts_at") WHERE "classes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "classes_unrecorded_end_idx" ON "classes" USING btree ("ends_at") WHERE "classes"."status" = 'scheduled' and "classes"."recorded_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mail_token_unique" UNIQUE("mail_token");--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_mail_token_unique" UNIQUE("mail_token");--> statement-breakpoint
-- Classes made before this migration got their present time when made, or when last moved.
UPDATE "classes" SET "time_set_at" = CASE WHEN "moved_from" IS NOT NULL THEN "updated_at" ELSE "created_at" END;--> statement-breakpoint
-- A class's time is set again whenever it moves or is scheduled again, whoever writes it.
CREATE FUNCTION "note_class_time_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."time_set_at" := now();
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "classes_time_set" BEFORE UPDATE OF "starts_at", "status" ON "classes"
	FOR EACH ROW
	WHEN (OLD."starts_at" IS DISTINCT FROM NEW."starts_at" OR (OLD."status" <> 'scheduled' AND NEW."status" = 'scheduled'))
	EXECUTE FUNCTION "note_class_time_set"();
