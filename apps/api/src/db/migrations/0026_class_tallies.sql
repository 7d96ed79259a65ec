CREATE TABLE "class_tallies" (
	"day" date NOT NULL,
	"tutor_id" integer NOT NULL,
	"trial" boolean NOT NULL,
	"outcome" text NOT NULL,
	"classes" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "class_tallies_day_tutor_id_trial_outcome_pk" PRIMARY KEY("day","tutor_id","trial","outcome")
);
--> statement-breakpoint
-- The school's figures count classes from these tallies (decision 045), which the database
-- keeps itself: after each statement on "classes", what it added (+1) and took away (-1), by
-- the day each class began on the school's calendar, its tutor (0: none), trial or not, and
-- what became of it (its attendance, cancelled_by_<who>, or open). The rows are written in key
-- order, so two transactions adding to the same tallies take their locks in the same order.
CREATE FUNCTION "tally_inserted_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC');
BEGIN
  INSERT INTO "class_tallies" AS t ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  SELECT "day", "tutor_id", "trial", "outcome", sum("classes")::int, sum("minutes")::int
  FROM (
    SELECT (c."starts_at" AT TIME ZONE zone)::date, coalesce(c."tutor_id", 0), c."kind" = 'trial',
           CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
                ELSE coalesce(c."attendance", 'open') END,
           1, 1 * round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
    FROM "new_rows" c
  ) AS d ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  GROUP BY 1, 2, 3, 4
  HAVING sum("classes") <> 0 OR sum("minutes") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "tutor_id", "trial", "outcome")
  DO UPDATE SET "classes" = t."classes" + excluded."classes", "minutes" = t."minutes" + excluded."minutes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tally_deleted_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC');
BEGIN
  INSERT INTO "class_tallies" AS t ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  SELECT "day", "tutor_id", "trial", "outcome", sum("classes")::int, sum("minutes")::int
  FROM (
    SELECT (c."starts_at" AT TIME ZONE zone)::date, coalesce(c."tutor_id", 0), c."kind" = 'trial',
           CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
                ELSE coalesce(c."attendance", 'open') END,
           -1, -1 * round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
    FROM "old_rows" c
  ) AS d ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  GROUP BY 1, 2, 3, 4
  HAVING sum("classes") <> 0 OR sum("minutes") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "tutor_id", "trial", "outcome")
  DO UPDATE SET "classes" = t."classes" + excluded."classes", "minutes" = t."minutes" + excluded."minutes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tally_updated_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC');
BEGIN
  INSERT INTO "class_tallies" AS t ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  SELECT "day", "tutor_id", "trial", "outcome", sum("classes")::int, sum("minutes")::int
  FROM (
    SELECT (c."starts_at" AT TIME ZONE zone)::date, coalesce(c."tutor_id", 0), c."kind" = 'trial',
           CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
                ELSE coalesce(c."attendance", 'open') END,
           -1, -1 * round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
    FROM "old_rows" c
    UNION ALL
    SELECT (c."starts_at" AT TIME ZONE zone)::date, coalesce(c."tutor_id", 0), c."kind" = 'trial',
           CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
                ELSE coalesce(c."attendance", 'open') END,
           1, 1 * round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
    FROM "new_rows" c
  ) AS d ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  GROUP BY 1, 2, 3, 4
  HAVING sum("classes") <> 0 OR sum("minutes") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("day", "tutor_id", "trial", "outcome")
  DO UPDATE SET "classes" = t."classes" + excluded."classes", "minutes" = t."minutes" + excluded."minutes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_tally_insert" AFTER INSERT ON "classes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_inserted_classes"();
--> statement-breakpoint
CREATE TRIGGER "classes_tally_delete" AFTER DELETE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_deleted_classes"();
--> statement-breakpoint
CREATE TRIGGER "classes_tally_update" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_classes"();
--> statement-breakpoint
-- Every class counted afresh: at the start, and when the school moves to another time zone
-- (its days are other days).
CREATE FUNCTION "recount_class_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC');
BEGIN
  DELETE FROM "class_tallies";
  INSERT INTO "class_tallies" ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  SELECT "day", "tutor_id", "trial", "outcome", sum("classes")::int, sum("minutes")::int
  FROM (
    SELECT (c."starts_at" AT TIME ZONE zone)::date, coalesce(c."tutor_id", 0), c."kind" = 'trial',
           CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
                ELSE coalesce(c."attendance", 'open') END,
           1, 1 * round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
    FROM "classes" c
  ) AS d ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "school_settings_recount_class_tallies" AFTER UPDATE OF "time_zone" ON "school_settings"
  FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone")
  EXECUTE FUNCTION "recount_class_tallies"();
--> statement-breakpoint
INSERT INTO "class_tallies" ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
SELECT "day", "tutor_id", "trial", "outcome", sum("classes")::int, sum("minutes")::int
FROM (
  SELECT (c."starts_at" AT TIME ZONE coalesce((SELECT "time_zone" FROM "school_settings" WHERE "id" = 1), 'UTC'))::date,
         coalesce(c."tutor_id", 0), c."kind" = 'trial',
         CASE WHEN c."status" = 'cancelled' THEN 'cancelled_by_' || coalesce(c."cancelled_by", 'staff')
              ELSE coalesce(c."attendance", 'open') END,
         1, round(extract(epoch FROM c."ends_at" - c."starts_at") / 60)::int
  FROM "classes" c
) AS d ("day", "tutor_id", "trial", "outcome", "classes", "minutes")
GROUP BY 1, 2, 3, 4;
