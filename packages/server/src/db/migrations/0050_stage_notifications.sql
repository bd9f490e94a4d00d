CREATE TABLE "notification_opt_outs" (
	"company_key" text NOT NULL,
	"event" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_opt_outs_company_key_event_pk" PRIMARY KEY("company_key","event")
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"event" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribes" (
	"email" text NOT NULL,
	"company_key" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_unsubscribes_email_company_key_event_pk" PRIMARY KEY("email","company_key","event"),
	CONSTRAINT "notification_unsubscribes_email_lower" CHECK ("notification_unsubscribes"."email" = lower("notification_unsubscribes"."email"))
);
--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_unsubscribes_company_idx" ON "notification_unsubscribes" USING btree ("company_key","event");--> statement-breakpoint
CREATE INDEX "backlog_entries_checked_at_idx" ON "backlog_entries" USING btree ("type_id","created_at") WHERE "backlog_entries"."is_checked";--> statement-breakpoint
CREATE INDEX "job_history_shipped_at_idx" ON "job_history" USING btree ("at") WHERE "job_history"."field" = 'is_shipped';