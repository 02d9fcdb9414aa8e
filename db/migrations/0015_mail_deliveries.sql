CREATE TABLE "mail_deliveries" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
