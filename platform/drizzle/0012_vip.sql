CREATE TABLE "vip_levels_reached" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_reached_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_rebate_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_rebate_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"game_type" integer NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"grant_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rebate_days_user_day_type" UNIQUE("user_id","day","game_type"),
	CONSTRAINT "vip_rebate_days_bonus_non_negative" CHECK ("vip_rebate_days"."bonus" >= 0)
);
--> statement-breakpoint
CREATE INDEX "vip_rebate_days_received" ON "vip_rebate_days" USING btree ("user_id","received_at");