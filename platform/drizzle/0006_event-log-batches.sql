CREATE TABLE "event_log_batches" (
	"batch_key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_log_batches_received_idx" ON "event_log_batches" USING btree ("received_at");