ALTER TABLE "users" ADD COLUMN "kyc_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "override_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "payout_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_number_idx" ON "kyc_submissions" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
-- Players verified before levels existed hold level 1 (ID and selfie approved).
UPDATE "users" SET "kyc_level" = 1 WHERE "kyc_status" = 2;