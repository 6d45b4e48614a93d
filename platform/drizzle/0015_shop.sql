CREATE TABLE "follow_opens" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_opens_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "points_carry" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scratch_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"seed_id" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"cell" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scratch_draws_user_request" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "shop_goods_sold" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_goods_sold_non_negative" CHECK ("shop_goods_sold"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"count" integer NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shop_orders_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "shop_orders_status" CHECK ("shop_orders"."status" in ('pending', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "shop_orders_count" CHECK ("shop_orders"."count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "scratch_draws_user_idx" ON "scratch_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","id");