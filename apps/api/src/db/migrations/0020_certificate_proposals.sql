CREATE TABLE "certificate_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"learner_name_ar" text,
	"line" text,
	"line_ar" text,
	"from_ayah" smallint,
	"to_ayah" smallint,
	"grade" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decline_reason" text,
	"certificate_id" integer,
	CONSTRAINT "certificate_proposals_kind_check" CHECK ("certificate_proposals"."kind" in ('course', 'memorisation', 'qaida')),
	CONSTRAINT "certificate_proposals_status_check" CHECK ("certificate_proposals"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "certificate_proposals_range_check" CHECK (("certificate_proposals"."from_ayah" is null) = ("certificate_proposals"."to_ayah" is null) and ("certificate_proposals"."from_ayah" is null or ("certificate_proposals"."from_ayah" between 1 and 6236 and "certificate_proposals"."to_ayah" between "certificate_proposals"."from_ayah" and 6236))),
	CONSTRAINT "certificate_proposals_decided_check" CHECK (("certificate_proposals"."status" = 'pending') = ("certificate_proposals"."decided_at" is null) and ("certificate_proposals"."status" = 'declined') = ("certificate_proposals"."decline_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "tutors_propose_certificates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_proposals" ADD CONSTRAINT "certificate_proposals_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proposals" ADD CONSTRAINT "certificate_proposals_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proposals" ADD CONSTRAINT "certificate_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proposals" ADD CONSTRAINT "certificate_proposals_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_proposals_tutor_idx" ON "certificate_proposals" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "certificate_proposals_status_idx" ON "certificate_proposals" USING btree ("status","created_at");