CREATE TABLE "backlog_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"date_given" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backlog_stages" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"ordering" integer NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	CONSTRAINT "backlog_stages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "backlog_entries" ADD CONSTRAINT "backlog_entries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_entries" ADD CONSTRAINT "backlog_entries_type_id_backlog_stages_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."backlog_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_entries" ADD CONSTRAINT "backlog_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backlog_entries_current_idx" ON "backlog_entries" USING btree ("quote_id","type_id","id");--> statement-breakpoint
CREATE INDEX "backlog_entries_stage_date_idx" ON "backlog_entries" USING btree ("type_id","date_given");