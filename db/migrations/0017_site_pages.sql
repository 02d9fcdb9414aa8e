CREATE TABLE "site_page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"name" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"scheduled" jsonb,
	"publish_at" timestamp with time zone,
	"scheduled_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_name_check" CHECK ("site_pages"."name" in ('home', 'team', 'resources', 'privacy', 'terms', 'cookies', 'site')),
	CONSTRAINT "site_pages_scheduled_check" CHECK (("site_pages"."scheduled" is null) = ("site_pages"."publish_at" is null))
);
--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_page_name_site_pages_name_fk" FOREIGN KEY ("page_name") REFERENCES "public"."site_pages"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_page_revisions_page_idx" ON "site_page_revisions" USING btree ("page_name","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_pages_publish_at_idx" ON "site_pages" USING btree ("publish_at") WHERE "site_pages"."publish_at" is not null;