CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"learner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"learner_name" text NOT NULL,
	"learner_name_ar" text,
	"line" text,
	"line_ar" text,
	"tutor_id" integer,
	"tutor_name" text NOT NULL,
	"subscription_id" integer,
	"from_ayah" smallint,
	"to_ayah" smallint,
	"grade" text,
	"issued_on" date NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'memorisation', 'qaida')),
	CONSTRAINT "certificates_range_check" CHECK (("certificates"."from_ayah" is null) = ("certificates"."to_ayah" is null) and ("certificates"."from_ayah" is null or ("certificates"."from_ayah" between 1 and 6236 and "certificates"."to_ayah" between "certificates"."from_ayah" and 6236))),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_learner_idx" ON "certificates" USING btree ("learner_id");