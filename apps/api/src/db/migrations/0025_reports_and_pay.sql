CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_refund_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_pay_months" (
	"tutor_id" integer NOT NULL,
	"month" date NOT NULL,
	"statement" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" integer,
	CONSTRAINT "tutor_pay_months_tutor_id_month_pk" PRIMARY KEY("tutor_id","month"),
	CONSTRAINT "tutor_pay_months_first_day_check" CHECK (extract(day from "tutor_pay_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "tutor_pay_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"currency" text NOT NULL,
	"basis" text NOT NULL,
	"rate_30_minor" integer,
	"rate_60_minor" integer,
	"hourly_minor" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_pay_rates_basis_check" CHECK ("tutor_pay_rates"."basis" in ('per_class', 'per_hour')),
	CONSTRAINT "tutor_pay_rates_currency_check" CHECK ("tutor_pay_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "tutor_pay_rates_amounts_check" CHECK (case when "tutor_pay_rates"."basis" = 'per_hour' then "tutor_pay_rates"."hourly_minor" >= 0 and "tutor_pay_rates"."rate_30_minor" is null and "tutor_pay_rates"."rate_60_minor" is null else "tutor_pay_rates"."rate_30_minor" >= 0 and "tutor_pay_rates"."rate_60_minor" >= 0 and "tutor_pay_rates"."hourly_minor" is null end)
);
--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "paid_outcomes" text[] DEFAULT '{present,late,absent,excused}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_pay_months" ADD CONSTRAINT "tutor_pay_months_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_pay_months" ADD CONSTRAINT "tutor_pay_months_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_pay_rates" ADD CONSTRAINT "tutor_pay_rates_tutor_id_tutors_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_pay_rates" ADD CONSTRAINT "tutor_pay_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_refunded_idx" ON "refunds" USING btree ("refunded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_pay_rates_tutor_from_unique" ON "tutor_pay_rates" USING btree ("tutor_id","effective_from");--> statement-breakpoint
CREATE INDEX "payments_completed_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_ended_idx" ON "subscriptions" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "classes_start_idx" ON "classes" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","started_at");--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_paid_outcomes_check" CHECK ("school_settings"."paid_outcomes" <@ array['present', 'late', 'absent', 'excused', 'tutor_absent', 'cancelled_by_learner', 'cancelled_by_tutor', 'cancelled_by_staff']::text[]);--> statement-breakpoint
-- A month paid to a tutor is closed: what its classes pay (their tutor, times, status, attendance,
-- who cancelled) may no longer change, nor a class be added to it or taken out of it. The month
-- is the school's (school_settings.time_zone). Refused with SQLSTATE IQ001, which the API answers
-- as 409 (lib/pg-errors.ts).
CREATE FUNCTION "refuse_class_change_in_paid_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC');
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."tutor_id", OLD."starts_at", OLD."ends_at", OLD."status", OLD."attendance", OLD."cancelled_by")
      IS NOT DISTINCT FROM (NEW."tutor_id", NEW."starts_at", NEW."ends_at", NEW."status", NEW."attendance", NEW."cancelled_by") THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (
    SELECT 1 FROM "tutor_pay_months" m
    WHERE m."tutor_id" = OLD."tutor_id"
      AND m."month" = date_trunc('month', OLD."starts_at" AT TIME ZONE zone)::date
  ) THEN
    RAISE EXCEPTION 'class % is in a month already paid to its tutor', OLD."id" USING ERRCODE = 'IQ001';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND EXISTS (
    SELECT 1 FROM "tutor_pay_months" m
    WHERE m."tutor_id" = NEW."tutor_id"
      AND m."month" = date_trunc('month', NEW."starts_at" AT TIME ZONE zone)::date
  ) THEN
    RAISE EXCEPTION 'class % falls in a month already paid to its tutor', NEW."id" USING ERRCODE = 'IQ001';
  END IF;
  RETURN coalesce(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_paid_month" BEFORE INSERT OR UPDATE OR DELETE ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "refuse_class_change_in_paid_month"();
