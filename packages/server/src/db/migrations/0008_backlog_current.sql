CREATE TABLE "backlog_current" (
	"quote_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"is_checked" boolean NOT NULL,
	"date_given" date,
	"entry_id" integer NOT NULL,
	"is_latest" boolean DEFAULT false NOT NULL,
	CONSTRAINT "backlog_current_quote_id_type_id_pk" PRIMARY KEY("quote_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "backlog_current" ADD CONSTRAINT "backlog_current_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_current" ADD CONSTRAINT "backlog_current_type_id_backlog_stages_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."backlog_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backlog_current_checked_idx" ON "backlog_current" USING btree ("type_id","date_given","quote_id") WHERE "backlog_current"."is_checked";--> statement-breakpoint
CREATE INDEX "backlog_current_job_dates_idx" ON "backlog_current" USING btree ("quote_id","type_id","date_given") WHERE "backlog_current"."is_checked";--> statement-breakpoint
CREATE INDEX "backlog_current_latest_idx" ON "backlog_current" USING btree ("type_id","quote_id") WHERE "backlog_current"."is_latest";--> statement-breakpoint
CREATE INDEX "quotes_unshipped_idx" ON "quotes" USING btree ("id") WHERE NOT "quotes"."is_shipped";