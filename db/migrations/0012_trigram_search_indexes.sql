-- The trigram operator classes the indexes below use (decision 0025).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_slug_trgm_idx" ON "blog_posts" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_category_trgm_idx" ON "blog_posts" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_excerpt_trgm_idx" ON "blog_posts" USING gin ("excerpt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_first_name_trgm_idx" ON "contact_submissions" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_last_name_trgm_idx" ON "contact_submissions" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_full_name_trgm_idx" ON "contact_submissions" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_company_trgm_idx" ON "contact_submissions" USING gin ("company" gin_trgm_ops);