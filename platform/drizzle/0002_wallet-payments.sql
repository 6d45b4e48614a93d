CREATE TABLE "exchange_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_bank_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_orders_amount" CHECK ("exchange_orders"."amount" > 0 and "exchange_orders"."fee" >= 0 and "exchange_orders"."fee" <= "exchange_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"outcome" text NOT NULL,
	"event_id" text,
	"order_id" text,
	"ip" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recharge_type_id" integer NOT NULL,
	"channel_name" text NOT NULL,
	"method" text NOT NULL,
	"item_id" integer,
	"amount" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"checkout_url" text DEFAULT '' NOT NULL,
	"return_path" text DEFAULT '/wallets?name=deposit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_amount" CHECK ("recharge_orders"."amount" > 0 and "recharge_orders"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "source" text DEFAULT 'bonus' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "safebox" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "safebox_password_hash" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "safebox_failed" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "safebox_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_user_bank_id_user_banks_id_fk" FOREIGN KEY ("user_bank_id") REFERENCES "public"."user_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banks" ADD CONSTRAINT "user_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_orders_user_idx" ON "exchange_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_webhooks_order_idx" ON "payment_webhooks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_pending_idx" ON "recharge_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "user_banks_user_idx" ON "user_banks" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_safebox_non_negative" CHECK ("wallets"."safebox" >= 0);