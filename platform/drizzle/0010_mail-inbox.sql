CREATE TABLE "mail_states" (
	"user_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "mail_states_user_id_mail_id_pk" PRIMARY KEY("user_id","mail_id")
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"sender" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"event_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "mails_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "mails_turnover_multiple" CHECK ("mails"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_states" ADD CONSTRAINT "mail_states_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user_id","id");