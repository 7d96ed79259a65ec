CREATE TABLE "homework" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_ayah" smallint,
	"to_ayah" smallint,
	"item_id" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "homework_kind_check" CHECK ("homework"."kind" in ('new_lesson', 'recent_revision', 'long_revision', 'qaida', 'unit')),
	CONSTRAINT "homework_covers_check" CHECK (("homework"."from_ayah" is not null) <> ("homework"."item_id" is not null)),
	CONSTRAINT "homework_range_check" CHECK (("homework"."from_ayah" is null) = ("homework"."to_ayah" is null) and ("homework"."from_ayah" is null or ("homework"."from_ayah" between 1 and 6236 and "homework"."to_ayah" between "homework"."from_ayah" and 6236)))
);
--> statement-breakpoint
CREATE TABLE "lesson_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"from_ayah" smallint,
	"to_ayah" smallint,
	"item_id" integer,
	"grade" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_entries_kind_check" CHECK ("lesson_entries"."kind" in ('new_lesson', 'recent_revision', 'long_revision', 'qaida', 'unit')),
	CONSTRAINT "lesson_entries_grade_check" CHECK ("lesson_entries"."grade" in ('excellent', 'very_good', 'good', 'repeat')),
	CONSTRAINT "lesson_entries_covers_check" CHECK (("lesson_entries"."from_ayah" is not null) <> ("lesson_entries"."item_id" is not null)),
	CONSTRAINT "lesson_entries_range_check" CHECK (("lesson_entries"."from_ayah" is null) = ("lesson_entries"."to_ayah" is null) and ("lesson_entries"."from_ayah" is null or ("lesson_entries"."from_ayah" between 1 and 6236 and "lesson_entries"."to_ayah" between "lesson_entries"."from_ayah" and 6236)))
);
--> statement-breakpoint
CREATE TABLE "lesson_mistakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"ayah" smallint NOT NULL,
	"word" smallint NOT NULL,
	"kind" text NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"caught" text NOT NULL,
	CONSTRAINT "lesson_mistakes_kind_check" CHECK ("lesson_mistakes"."kind" in ('tajweed', 'hesitation', 'wrong_word', 'letter')),
	CONSTRAINT "lesson_mistakes_caught_check" CHECK ("lesson_mistakes"."caught" in ('tanbeeh', 'talqeen')),
	CONSTRAINT "lesson_mistakes_place_check" CHECK ("lesson_mistakes"."ayah" between 1 and 6236 and "lesson_mistakes"."word" >= 1)
);
--> statement-breakpoint
CREATE TABLE "syllabus_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"from_ayah" smallint,
	"to_ayah" smallint,
	CONSTRAINT "syllabus_items_kind_check" CHECK ("syllabus_items"."kind" in ('quran', 'qaida', 'unit')),
	CONSTRAINT "syllabus_items_quran_check" CHECK (("syllabus_items"."kind" = 'quran') = ("syllabus_items"."from_ayah" is not null)),
	CONSTRAINT "syllabus_items_range_check" CHECK (("syllabus_items"."from_ayah" is null) = ("syllabus_items"."to_ayah" is null) and ("syllabus_items"."from_ayah" is null or ("syllabus_items"."from_ayah" between 1 and 6236 and "syllabus_items"."to_ayah" between "syllabus_items"."from_ayah" and 6236)))
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_item_id_syllabus_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."syllabus_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entries" ADD CONSTRAINT "lesson_entries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entries" ADD CONSTRAINT "lesson_entries_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entries" ADD CONSTRAINT "lesson_entries_item_id_syllabus_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."syllabus_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_mistakes" ADD CONSTRAINT "lesson_mistakes_entry_id_lesson_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."lesson_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabus_items" ADD CONSTRAINT "syllabus_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_entries_position_unique" ON "lesson_entries" USING btree ("class_id","position");--> statement-breakpoint
CREATE INDEX "lesson_entries_learner_idx" ON "lesson_entries" USING btree ("learner_id","held_at");--> statement-breakpoint
CREATE INDEX "lesson_mistakes_entry_idx" ON "lesson_mistakes" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syllabus_items_position_unique" ON "syllabus_items" USING btree ("product_id","position");