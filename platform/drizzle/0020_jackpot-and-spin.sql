CREATE TABLE "jackpot_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"award_id" integer NOT NULL,
	"cell" smallint NOT NULL,
	"type" smallint NOT NULL,
	"prop_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"seed_id" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_draws_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "jackpot_draws_bonus_non_negative" CHECK ("jackpot_draws"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"tier" integer PRIMARY KEY NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_turnover_non_negative" CHECK ("jackpot_pools"."turnover" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"draw_by_deposit" integer DEFAULT 0 NOT NULL,
	"draw_by_turnover" integer DEFAULT 0 NOT NULL,
	"spin_by_deposit" integer DEFAULT 0 NOT NULL,
	"spin_by_turnover" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spin_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spin_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"segment_id" integer NOT NULL,
	"segment" smallint NOT NULL,
	"prop_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"seed_id" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_draws_user_request" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE INDEX "jackpot_draws_user" ON "jackpot_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_draws_wins" ON "jackpot_draws" USING btree ("type","bonus");--> statement-breakpoint
CREATE INDEX "spin_draws_user" ON "spin_draws" USING btree ("user_id","id");