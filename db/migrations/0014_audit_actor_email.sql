ALTER TABLE "security_audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
-- backfill
-- Entries whose account still exists name it as it is now (an e-mail changed since cannot be
-- recovered); a failed sign-in names the address it gave, as the log always showed it. Entries
-- of an account deleted before this migration (user_id already null) keep no actor: nothing
-- left says who it was, and the address in their metadata is whom they acted on.
UPDATE "security_audit_log" AS "log" SET "actor_email" = "users"."email"
  FROM "users" WHERE "users"."id" = "log"."user_id";--> statement-breakpoint
UPDATE "security_audit_log" SET "actor_email" = "metadata"->>'email'
  WHERE "user_id" IS NULL AND "action" = 'auth.login.failure';
