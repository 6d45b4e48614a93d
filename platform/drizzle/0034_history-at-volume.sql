DROP INDEX "game_rounds_user_time_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_real_history_idx" ON "game_rounds" USING btree ("user_id","created_at","id") INCLUDE ("round_id","game_id","bet","win","status") WHERE "game_rounds"."mode" = 'real';--> statement-breakpoint
CREATE INDEX "game_rounds_created_brin" ON "game_rounds" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_created_brin" ON "ledger" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_holding_kinds_idx" ON "ledger" USING btree ("created_at") WHERE "ledger"."kind" in ('safeboxIn', 'safeboxOut', 'withdrawHold', 'withdrawRelease');--> statement-breakpoint
CREATE INDEX "ledger_deposit_user_idx" ON "ledger" USING btree ("user_id","created_at") WHERE "ledger"."kind" = 'deposit';