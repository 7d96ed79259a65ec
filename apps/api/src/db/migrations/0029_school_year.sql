CREATE TABLE "series_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"anchor_zone" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_seasons_status_check" CHECK ("series_seasons"."status" in ('proposed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "series_seasons_days_check" CHECK ("series_seasons"."ends_on" >= "series_seasons"."starts_on" and "series_seasons"."ends_on" - "series_seasons"."starts_on" < 366),
	CONSTRAINT "series_seasons_time_check" CHECK ("series_seasons"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "series_seasons_weekdays_check" CHECK (cardinality("series_seasons"."weekdays") between 1 and 7 and "series_seasons"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
CREATE TABLE "school_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hijri_year" smallint,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name_en" text,
	"name_ar" text,
	"public" boolean DEFAULT false NOT NULL,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_holidays_kind_check" CHECK ("school_holidays"."kind" in ('eid_al_fitr', 'eid_al_adha', 'closure')),
	CONSTRAINT "school_holidays_days_check" CHECK ("school_holidays"."ends_on" >= "school_holidays"."starts_on" and "school_holidays"."ends_on" - "school_holidays"."starts_on" < 62),
	CONSTRAINT "school_holidays_kind_fields_check" CHECK (case when "school_holidays"."kind" = 'closure' then "school_holidays"."name_en" is not null and "school_holidays"."hijri_year" is null else "school_holidays"."hijri_year" is not null end)
);
--> statement-breakpoint
CREATE TABLE "subscription_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_pauses_status_check" CHECK ("subscription_pauses"."status" in ('requested', 'granted', 'refused', 'withdrawn')),
	CONSTRAINT "subscription_pauses_days_check" CHECK ("subscription_pauses"."ends_on" >= "subscription_pauses"."starts_on" and "subscription_pauses"."ends_on" - "subscription_pauses"."starts_on" < 366)
);
--> statement-breakpoint
CREATE TABLE "tutor_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"substitute_id" integer,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_leaves_status_check" CHECK ("tutor_leaves"."status" in ('requested', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "tutor_leaves_days_check" CHECK ("tutor_leaves"."ends_on" >= "tutor_leaves"."starts_on" and "tutor_leaves"."ends_on" - "tutor_leaves"."starts_on" < 366),
	CONSTRAINT "tutor_leaves_substitute_check" CHECK ("tutor_leaves"."substitute_id" is null or "tutor_leaves"."substitute_id" <> "tutor_leaves"."tutor_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "same_gender_tutor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "holiday_id" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "pause_id" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "leave_id" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "holiday_rule" text DEFAULT 'extend_plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "pause_weeks" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "series_seasons" ADD CONSTRAINT "series_seasons_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_seasons" ADD CONSTRAINT "series_seasons_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_seasons" ADD CONSTRAINT "series_seasons_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_leaves" ADD CONSTRAINT "tutor_leaves_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_leaves" ADD CONSTRAINT "tutor_leaves_substitute_id_users_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_leaves" ADD CONSTRAINT "tutor_leaves_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_leaves" ADD CONSTRAINT "tutor_leaves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_seasons_series_idx" ON "series_seasons" USING btree ("series_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "school_holidays_eid_unique" ON "school_holidays" USING btree ("kind","hijri_year") WHERE "school_holidays"."kind" <> 'closure';--> statement-breakpoint
CREATE INDEX "school_holidays_days_idx" ON "school_holidays" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "subscription_pauses_subscription_idx" ON "subscription_pauses" USING btree ("subscription_id","starts_on");--> statement-breakpoint
CREATE INDEX "tutor_leaves_tutor_idx" ON "tutor_leaves" USING btree ("tutor_id","starts_on");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_holiday_id_school_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."school_holidays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_pause_id_subscription_pauses_id_fk" FOREIGN KEY ("pause_id") REFERENCES "public"."subscription_pauses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_leave_id_tutor_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."tutor_leaves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_holiday_idx" ON "classes" USING btree ("holiday_id") WHERE "classes"."holiday_id" is not null;--> statement-breakpoint
CREATE INDEX "classes_pause_idx" ON "classes" USING btree ("pause_id") WHERE "classes"."pause_id" is not null;--> statement-breakpoint
CREATE INDEX "classes_leave_idx" ON "classes" USING btree ("leave_id") WHERE "classes"."leave_id" is not null;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_holiday_rule_check" CHECK ("school_settings"."holiday_rule" in ('extend_plan', 'makeup_credit'));--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_pause_weeks_check" CHECK ("school_settings"."pause_weeks" between 0 and 52);--> statement-breakpoint
-- Class lists show the school's holidays, a learner's pauses and seasonal timetables: a change
-- to one is a new class-list version (migration 0006).
CREATE CONSTRAINT TRIGGER "school_holidays_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "school_holidays"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscription_pauses_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "subscription_pauses"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "series_seasons_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "series_seasons"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tutor_leaves_class_lists" AFTER INSERT OR UPDATE OR DELETE ON "tutor_leaves"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_class_list_change"();
