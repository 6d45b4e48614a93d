CREATE TABLE "agent_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"day" text NOT NULL,
	"opening" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"held" bigint NOT NULL,
	"closing" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_turnover" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_turnover_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"day" text NOT NULL,
	"game_type" integer NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"first_ledger_id" bigint NOT NULL,
	"last_ledger_id" bigint NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_reason" text,
	"settlement_id" integer,
	"claim_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_turnover_commission_non_negative" CHECK ("agent_turnover"."commission" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invite_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"total_reward" bigint DEFAULT 0 NOT NULL,
	"spins_earned" integer DEFAULT 0 NOT NULL,
	"spins_used" integer DEFAULT 0 NOT NULL,
	"exchanges" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_accounts_balance_non_negative" CHECK ("invite_accounts"."balance" >= 0),
	CONSTRAINT "invite_accounts_spins" CHECK ("invite_accounts"."spins_used" <= "invite_accounts"."spins_earned")
);
--> statement-breakpoint
CREATE TABLE "invite_clicks" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_clicks_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
CREATE TABLE "invite_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"cell" integer NOT NULL,
	"amount" bigint NOT NULL,
	"seed_id" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_spins_request" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "invite_valid" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"reward" bigint NOT NULL,
	"spins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_day" ON "agent_settlements" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "agent_signups_device" ON "agent_signups" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_turnover_open_line" ON "agent_turnover" USING btree ("agent_id","member_id","day","game_type") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "agent_turnover_agent_status" ON "agent_turnover" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "agent_turnover_agent_day" ON "agent_turnover" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "invite_valid_inviter" ON "invite_valid" USING btree ("inviter_id");