CREATE TABLE "fairness_seeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fairness_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fairness_seeds_status" CHECK ("fairness_seeds"."status" in ('active', 'revealed'))
);
--> statement-breakpoint
CREATE TABLE "game_history" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_history_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_round_actions" (
	"round_pk" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_round_actions_round_pk_request_id_pk" PRIMARY KEY("round_pk","request_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"seed_id" integer,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"variant" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "game_rounds_request_uq" UNIQUE("session_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"demo_balance" bigint DEFAULT 0 NOT NULL,
	"demo_server_seed" text,
	"demo_client_seed" text,
	"demo_nonce" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"provider_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_demo_balance" CHECK ("game_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider_id" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"ref_tx_id" text,
	"provider_round_id" text DEFAULT '' NOT NULL,
	"game_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_id_tx_id_pk" PRIMARY KEY("provider_id","tx_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_active_idx" ON "fairness_seeds" USING btree ("user_id") WHERE "fairness_seeds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fairness_seeds_user_idx" ON "fairness_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_history_recent_idx" ON "game_history" USING btree ("user_id","last_started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_user_game_idx" ON "game_rounds" USING btree ("user_id","game_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_time_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("session_id") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","game_id","status");--> statement-breakpoint
CREATE INDEX "provider_tx_ref_idx" ON "provider_transactions" USING btree ("provider_id","ref_tx_id");--> statement-breakpoint
CREATE INDEX "provider_tx_user_idx" ON "provider_transactions" USING btree ("user_id","created_at");