CREATE TABLE "guardianships" (
	"guardian_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardianships_guardian_id_child_id_pk" PRIMARY KEY("guardian_id","child_id"),
	CONSTRAINT "guardianships_not_self_check" CHECK ("guardianships"."guardian_id" <> "guardianships"."child_id")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardianships_child_idx" ON "guardianships" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_check" CHECK (("users"."email" is null) = ("users"."password_hash" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_no_sign_in_check" CHECK ("users"."email" is not null or "users"."role" = 'student');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_year_check" CHECK ("users"."birth_year" between 1900 and 2200);