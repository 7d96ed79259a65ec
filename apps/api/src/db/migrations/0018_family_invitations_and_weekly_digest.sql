CREATE TABLE "family_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"guardian_id" integer NOT NULL,
	"child_id" integer,
	"email" text NOT NULL,
	"token_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	CONSTRAINT "family_invitations_token_sha256_unique" UNIQUE("token_sha256"),
	CONSTRAINT "family_invitations_kind_check" CHECK ("family_invitations"."kind" in ('child', 'guardian')),
	CONSTRAINT "family_invitations_child_check" CHECK (("family_invitations"."kind" = 'guardian') = ("family_invitations"."child_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "weekly_digests" (
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_on" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_weekday" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_minute" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_invitations_guardian_idx" ON "family_invitations" USING btree ("guardian_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digest_weekday_check" CHECK ("users"."digest_weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digest_minute_check" CHECK ("users"."digest_minute" between 0 and 1439);