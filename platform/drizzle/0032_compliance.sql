CREATE TABLE "aml_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"related_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"tx_type" text NOT NULL,
	"tx_ref" text DEFAULT '' NOT NULL,
	"tx_at" timestamp with time zone NOT NULL,
	"narrative" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"status_by" text DEFAULT '' NOT NULL,
	"status_at" timestamp with time zone,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aml_items_dedupe_uq" UNIQUE("dedupe_key"),
	CONSTRAINT "aml_items_status" CHECK ("aml_items"."status" in ('open', 'reviewed', 'reported', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exclusion_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"birthday" text NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"entry_key" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exclusion_list_entry_uq" UNIQUE("entry_key"),
	CONSTRAINT "exclusion_list_kind" CHECK ("exclusion_list"."kind" in ('self', 'family', 'licensee', 'barredByLaw'))
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"matched_on" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_hits_pair_uq" UNIQUE("user_id","entry_id"),
	CONSTRAINT "screening_hits_status" CHECK ("screening_hits"."status" in ('open', 'confirmed', 'falsePositive'))
);
--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entry_id_exclusion_list_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_list"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_items_status_idx" ON "aml_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "aml_items_detected_idx" ON "aml_items" USING btree ("detected_at");--> statement-breakpoint
CREATE INDEX "exclusion_list_birthday_idx" ON "exclusion_list" USING btree ("birthday");--> statement-breakpoint
CREATE INDEX "exclusion_list_id_number_idx" ON "exclusion_list" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "screening_hits_status_idx" ON "screening_hits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "screening_hits_user_idx" ON "screening_hits" USING btree ("user_id","status");--> statement-breakpoint
-- Custom SQL (keep at the end: re-appended when migrations are renumbered).
-- AML rules (RA 10927 casino IRR) keep records at least 5 years: the database itself refuses deleting a ledger,
-- KYC or AML row younger than that, whatever job or tool tries (demo-data pruning never touches these tables).
CREATE FUNCTION keep_five_years() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The row's birth column is the trigger's argument (created_at, or detected_at on aml_items).
  born timestamptz := (to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz;
BEGIN
  IF born > now() - interval '5 years' THEN
    RAISE EXCEPTION '% rows are kept 5 years: delete refused', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_keep_five_years BEFORE DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION keep_five_years('created_at');
--> statement-breakpoint
CREATE TRIGGER kyc_submissions_keep_five_years BEFORE DELETE ON kyc_submissions
  FOR EACH ROW EXECUTE FUNCTION keep_five_years('created_at');
--> statement-breakpoint
CREATE TRIGGER aml_items_keep_five_years BEFORE DELETE ON aml_items
  FOR EACH ROW EXECUTE FUNCTION keep_five_years('detected_at');
