ALTER TABLE "recharge_orders" ADD COLUMN "pay_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_pay_reference_idx" ON "recharge_orders" USING btree ("pay_reference");