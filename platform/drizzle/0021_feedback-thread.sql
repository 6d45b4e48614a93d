ALTER TABLE "feedback_replies" ADD COLUMN "author" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_request_uq" UNIQUE("feedback_id","request_id");--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_author" CHECK ("feedback_replies"."author" in ('support', 'player'));