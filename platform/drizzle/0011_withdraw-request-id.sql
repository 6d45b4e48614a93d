ALTER TABLE "exchange_orders" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_user_request_idx" ON "exchange_orders" USING btree ("user_id","request_id");