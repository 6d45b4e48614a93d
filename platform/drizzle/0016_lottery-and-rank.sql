CREATE TABLE "lottery_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sales_open_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"ticket_list_hash" text,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"min_tickets" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"prize_turnover_multiple" integer DEFAULT 0 NOT NULL,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_week_key_unique" UNIQUE("week_key"),
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'cancelled')),
	CONSTRAINT "lottery_draws_sold_non_negative" CHECK ("lottery_draws"."tickets_sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"paid" jsonb NOT NULL,
	"first_ticket" integer NOT NULL,
	"last_ticket" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_request_uq" UNIQUE("user_id","request_id"),
	CONSTRAINT "lottery_orders_tickets_uq" UNIQUE("draw_id","first_ticket"),
	CONSTRAINT "lottery_orders_range" CHECK ("lottery_orders"."last_ticket" >= "lottery_orders"."first_ticket" and "lottery_orders"."first_ticket" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rank_settlements" (
	"board" text NOT NULL,
	"period_key" text NOT NULL,
	"standings" jsonb NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_settlements_board_period_key_pk" PRIMARY KEY("board","period_key")
);
--> statement-breakpoint
CREATE TABLE "rank_turnover" (
	"board" text NOT NULL,
	"period_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_turnover_board_period_key_user_id_pk" PRIMARY KEY("board","period_key","user_id")
);
--> statement-breakpoint
CREATE INDEX "lottery_orders_user_idx" ON "lottery_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lottery_orders_draw_idx" ON "lottery_orders" USING btree ("draw_id","first_ticket");--> statement-breakpoint
CREATE INDEX "rank_turnover_end_idx" ON "rank_turnover" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "rank_turnover_order_idx" ON "rank_turnover" USING btree ("board","period_key","valid_bet");