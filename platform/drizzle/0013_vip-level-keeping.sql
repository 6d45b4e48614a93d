CREATE TABLE "vip_audits" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"period_exp" bigint NOT NULL,
	"exp_offset" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_audits_user_id_period_pk" PRIMARY KEY("user_id","period")
);
