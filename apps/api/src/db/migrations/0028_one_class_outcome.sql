-- What the school's tallies (migration 0026) and tutors' pay (migration 0025) read of a class,
-- written once: the school's time zone, what became of a class, and its length.
CREATE FUNCTION "school_time_zone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC')
$$;
--> statement-breakpoint
-- What became of a class: who cancelled it (cancelled_by_<who>, staff when nobody is named), or
-- its attendance; null while neither is known.
CREATE FUNCTION "class_outcome"(c "classes") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
              ELSE c."attendance" END
$$;
--> statement-breakpoint
-- A class's length in whole minutes.
CREATE FUNCTION "class_minutes"(c "classes") RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
$$;
--> statement-breakpoint
-- The statement that adds classes to the tallies, from `source`: rows of (a class, +1 or -1).
-- Counted by the day each class began on the school's calendar ($1), its tutor (0: none), trial
-- or not, and its outcome ('open' while none); written in key order, so two transactions adding
-- to the same tallies take their locks in the same order.
CREATE FUNCTION "class_tally_statement"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO "class_tallies" AS t ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
    SELECT ((d."c")."starts_at" AT TIME ZONE $1)::date, coalesce((d."c")."tutor_id", 0),
           (d."c")."kind" = 'trial', coalesce("class_outcome"(d."c"), 'open'),
           sum(d."sign")::int, sum(d."sign" * "class_minutes"(d."c"))::int
    FROM (%s) AS d ("c", "sign")
    GROUP BY 1, 2, 3, 4
    HAVING sum(d."sign") <> 0 OR sum(d."sign" * "class_minutes"(d."c")) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "tutor_id", "trial", "outcome")
    DO UPDATE SET "classes" = t."classes" + excluded."classes", "minutes" = t."minutes" + excluded."minutes"
  $q$, "source")
$$;
--> statement-breakpoint
-- After each statement on "classes": what it took away (-1) and what it added (+1). The statement
-- runs here, where the statement's transition tables are seen; their rows are records, made
-- classes again by a row constructor.
CREATE FUNCTION "tally_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "class_tally_statement"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT ROW(n.*)::"classes", 1 FROM "new_rows" n'
    WHEN 'DELETE' THEN 'SELECT ROW(o.*)::"classes", -1 FROM "old_rows" o'
    ELSE 'SELECT ROW(o.*)::"classes", -1 FROM "old_rows" o UNION ALL SELECT ROW(n.*)::"classes", 1 FROM "new_rows" n' END)
  USING "school_time_zone"();
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "classes_tally_insert" ON "classes";
--> statement-breakpoint
DROP TRIGGER "classes_tally_delete" ON "classes";
--> statement-breakpoint
DROP TRIGGER "classes_tally_update" ON "classes";
--> statement-breakpoint
DROP FUNCTION "tally_inserted_classes"();
--> statement-breakpoint
DROP FUNCTION "tally_deleted_classes"();
--> statement-breakpoint
DROP FUNCTION "tally_updated_classes"();
--> statement-breakpoint
CREATE TRIGGER "classes_tally_insert" AFTER INSERT ON "classes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_classes"();
--> statement-breakpoint
CREATE TRIGGER "classes_tally_delete" AFTER DELETE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_classes"();
--> statement-breakpoint
CREATE TRIGGER "classes_tally_update" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tally_classes"();
--> statement-breakpoint
-- Every class counted afresh, when the school moves to another time zone (its days are other days).
CREATE OR REPLACE FUNCTION "recount_class_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "class_tallies";
  EXECUTE "class_tally_statement"('SELECT c, 1 FROM "classes" c') USING NEW."time_zone";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A month paid to a tutor is closed (migration 0025). Paying it holds the tutor's row (FOR UPDATE)
-- from reading the month's classes to the commit; a change to one of the tutor's classes first
-- takes a share of that row, so it waits for a payment under way and then sees it. Without that,
-- a class added between the statement's reading and the payment's commit would slip past both.
-- Whether a class of `tutor` starting at `starts` falls in a month paid to them.
CREATE FUNCTION "in_paid_month"("tutor" integer, "starts" timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "tutor_pay_months" m
    WHERE m."tutor_id" = "tutor"
      AND m."month" = date_trunc('month', "starts" AT TIME ZONE "school_time_zone"())::date
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refuse_class_change_in_paid_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."tutor_id", OLD."starts_at", OLD."ends_at", OLD."status", OLD."attendance", OLD."cancelled_by")
      IS NOT DISTINCT FROM (NEW."tutor_id", NEW."starts_at", NEW."ends_at", NEW."status", NEW."attendance", NEW."cancelled_by") THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "tutors"
  WHERE "user_id" IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD."tutor_id" END,
                      CASE WHEN TG_OP <> 'DELETE' THEN NEW."tutor_id" END)
  ORDER BY "user_id" FOR KEY SHARE;
  IF TG_OP <> 'INSERT' AND "in_paid_month"(OLD."tutor_id", OLD."starts_at") THEN
    RAISE EXCEPTION 'class % is in a month already paid to its tutor', OLD."id" USING ERRCODE = 'IQ001';
  END IF;
  IF TG_OP <> 'DELETE' AND "in_paid_month"(NEW."tutor_id", NEW."starts_at") THEN
    RAISE EXCEPTION 'class % falls in a month already paid to its tutor', NEW."id" USING ERRCODE = 'IQ001';
  END IF;
  RETURN coalesce(NEW, OLD);
END $$;
--> statement-breakpoint
-- A month paid is a month of the school's calendar: once any is paid, the school's time zone
-- stays, or the paid months' edges (and what they locked) would move. Refused with SQLSTATE
-- IQ002 (a 409). Paying holds the settings' row (FOR SHARE), so the two cannot cross.
CREATE FUNCTION "refuse_zone_change_after_paid_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "tutor_pay_months") THEN
    RAISE EXCEPTION 'the school has paid tutors for months of its calendar' USING ERRCODE = 'IQ002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "school_settings_zone_kept_after_paid_months" BEFORE UPDATE OF "time_zone" ON "school_settings"
  FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone")
  EXECUTE FUNCTION "refuse_zone_change_after_paid_months"();
