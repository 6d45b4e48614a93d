ALTER TABLE "proposals" DROP CONSTRAINT "proposals_state_check";--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "maker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_state_check" CHECK ("proposals"."state" in ('pending', 'approved', 'declined', 'expired'));