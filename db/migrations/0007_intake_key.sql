ALTER TABLE "contact_submissions" ADD COLUMN "intake_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_submissions_intake_key_idx" ON "contact_submissions" USING btree ("intake_key");