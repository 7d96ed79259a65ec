CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"minutes" smallint NOT NULL,
	"anchor_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_series_subscription_id_unique" UNIQUE("subscription_id"),
	CONSTRAINT "class_series_minutes_check" CHECK ("class_series"."minutes" between 15 and 240),
	CONSTRAINT "class_series_time_check" CHECK ("class_series"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "class_series_weekdays_check" CHECK (cardinality("class_series"."weekdays") between 1 and 7 and "class_series"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"subscription_id" integer,
	"series_id" integer,
	"demo_request_id" integer,
	"tutor_id" integer,
	"title" text NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"anchor_zone" text DEFAULT 'UTC' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"moved_from" timestamp with time zone,
	"attendance" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_dates_check" CHECK ("classes"."ends_at" > "classes"."starts_at"),
	CONSTRAINT "classes_kind_check" CHECK ("classes"."kind" in ('regular', 'makeup', 'trial')),
	CONSTRAINT "classes_status_check" CHECK ("classes"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "classes_cancelled_by_check" CHECK ("classes"."cancelled_by" is null or "classes"."cancelled_by" in ('learner', 'tutor', 'staff')),
	CONSTRAINT "classes_attendance_check" CHECK ("classes"."attendance" is null or "classes"."attendance" in ('present', 'late', 'absent', 'excused', 'tutor_absent')),
	CONSTRAINT "classes_owner_check" CHECK (case when "classes"."kind" = 'trial' then "classes"."demo_request_id" is not null and "classes"."subscription_id" is null else "classes"."subscription_id" is not null and "classes"."demo_request_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "makeup_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"used_class_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeup_credits_class_id_unique" UNIQUE("class_id"),
	CONSTRAINT "makeup_credits_used_class_id_unique" UNIQUE("used_class_id")
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"notice_hours" integer DEFAULT 12 NOT NULL,
	"makeup_weeks" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_settings_single_check" CHECK ("school_settings"."id" = 1),
	CONSTRAINT "school_settings_notice_check" CHECK ("school_settings"."notice_hours" between 0 and 168),
	CONSTRAINT "school_settings_makeup_check" CHECK ("school_settings"."makeup_weeks" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"meeting_link" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "preferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_used_class_id_classes_id_fk" FOREIGN KEY ("used_class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_series_tutor_idx" ON "class_series" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "classes_subscription_idx" ON "classes" USING btree ("subscription_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_tutor_idx" ON "classes" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_series_idx" ON "classes" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_demo_request_idx" ON "classes" USING btree ("demo_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_series_slot_unique" ON "classes" USING btree ("series_id",coalesce("moved_from", "starts_at")) WHERE "classes"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "makeup_credits_subscription_idx" ON "makeup_credits" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'tutor', 'admin'));--> statement-breakpoint
-- One tutor, one class at a time: scheduled classes of a tutor may not overlap. The tutor's
-- id is compared as a one-value range so that the core GiST range operators do the work
-- (btree_gist is not needed, and PGlite does not ship it by default).
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_overlap_excl" EXCLUDE USING gist (int4range("tutor_id", "tutor_id", '[]') WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'scheduled' AND "tutor_id" IS NOT NULL);--> statement-breakpoint
INSERT INTO "school_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The classes staff typed in by hand (schedules) become classes, with their ids: an inactive
-- one is a class staff cancelled. A class that ended before it started is given one minute.
INSERT INTO "classes" ("id", "kind", "subscription_id", "title", "link", "starts_at", "ends_at", "status", "cancelled_by", "cancelled_at")
SELECT "id", 'regular', "subscription_id", "title", "link", "started_at",
  CASE WHEN "ended_at" > "started_at" THEN "ended_at" ELSE "started_at" + interval '1 minute' END,
  CASE WHEN "status" = 'inactive' THEN 'cancelled' ELSE 'scheduled' END,
  CASE WHEN "status" = 'inactive' THEN 'staff' END,
  CASE WHEN "status" = 'inactive' THEN now() END
FROM "schedules" ORDER BY "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('classes', 'id'), coalesce((SELECT max("id") FROM "classes"), 0) + 1, false);
