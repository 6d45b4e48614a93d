CREATE TABLE "accrual_cursors" (
	"consumer" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_ledger_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accrual_cursors_consumer_user_id_pk" PRIMARY KEY("consumer","user_id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_type" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"theme_url" text DEFAULT '' NOT NULL,
	"click_type" smallint DEFAULT 1 NOT NULL,
	"click_action" integer DEFAULT 0 NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"unlogin_show_status" smallint DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"rule" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_accruals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prop_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prop_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prop_ledger_ref_uq" UNIQUE("ref_type","ref_id","prop_id"),
	CONSTRAINT "prop_ledger_delta_non_zero" CHECK ("prop_ledger"."delta" <> 0),
	CONSTRAINT "prop_ledger_balance_after_non_negative" CHECK ("prop_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quest_progress" (
	"user_id" integer NOT NULL,
	"quest_id" text NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_progress_user_id_quest_id_period_key_pk" PRIMARY KEY("user_id","quest_id","period_key"),
	CONSTRAINT "quest_progress_status" CHECK ("quest_progress"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ref" text NOT NULL,
	"source" text NOT NULL,
	"activity_type" integer DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"spend" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_grants_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "user_props" (
	"user_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_props_user_id_prop_id_pk" PRIMARY KEY("user_id","prop_id"),
	CONSTRAINT "user_props_balance_non_negative" CHECK ("user_props"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "game_type" integer;--> statement-breakpoint
CREATE INDEX "prop_ledger_user_idx" ON "prop_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_grants_user_idx" ON "reward_grants" USING btree ("user_id","id");