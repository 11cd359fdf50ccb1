-- Separate codes per purpose (registration e-mail, new e-mail, phone); the pending code of an
-- older server was always the registration's.
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "auth_sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;
