ALTER TABLE "kyc_submissions" ADD COLUMN "selfie_left" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "selfie_right" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "source_of_funds" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "source_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "provider" text DEFAULT 'manual' NOT NULL;