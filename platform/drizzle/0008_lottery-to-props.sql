-- users.lottery moves onto the props ledger (prop 80001, the lottery ticket): one opening row per holder.
INSERT INTO "user_props" ("user_id", "prop_id", "balance")
SELECT "id", 80001, "lottery" FROM "users" WHERE "lottery" > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "prop_ledger" ("user_id", "prop_id", "delta", "balance_after", "ref_type", "ref_id", "reason")
SELECT "id", 80001, "lottery", "lottery", 'migration', 'users.lottery:' || "id", 'Lottery tickets held before props'
FROM "users" WHERE "lottery" > 0
ON CONFLICT DO NOTHING;
