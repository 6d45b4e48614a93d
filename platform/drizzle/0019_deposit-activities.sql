CREATE TABLE "deposit_days" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "deposit_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reward_key" text NOT NULL,
	"activity_type" integer NOT NULL,
	"step" bigint NOT NULL,
	"base_amount" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"day" text NOT NULL,
	"deposit_ref" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_rewards_user_key" UNIQUE("user_id","reward_key"),
	CONSTRAINT "deposit_rewards_bonus_positive" CHECK ("deposit_rewards"."bonus" > 0)
);
--> statement-breakpoint
CREATE INDEX "deposit_rewards_user_status" ON "deposit_rewards" USING btree ("user_id","status");