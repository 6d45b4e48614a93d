CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_created_brin" ON "game_rounds" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_created_brin" ON "ledger" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_holding_kinds_idx" ON "ledger" USING btree ("created_at") WHERE "ledger"."kind" in ('safeboxIn', 'safeboxOut', 'withdrawHold', 'withdrawRelease');--> statement-breakpoint
CREATE INDEX "ledger_deposit_user_idx" ON "ledger" USING btree ("user_id","created_at") WHERE "ledger"."kind" = 'deposit';