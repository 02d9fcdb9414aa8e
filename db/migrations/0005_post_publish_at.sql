DROP INDEX "blog_posts_public_order_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("publish_at") WHERE "blog_posts"."published" and "blog_posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_public_order_idx" ON "blog_posts" USING btree ("published_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"publish_at") WHERE "blog_posts"."published";