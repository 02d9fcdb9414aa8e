ALTER TABLE "contact_submissions" ADD COLUMN "consent_id" uuid;--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree (lower("email"));