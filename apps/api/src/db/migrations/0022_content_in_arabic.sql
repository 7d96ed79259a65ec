ALTER TABLE "books" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt_ar" text;--> statement-breakpoint
ALTER TABLE "tier_groups" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "features_ar" text[];--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_ar" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_ar" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_html_ar" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "testimonial_ar" text;