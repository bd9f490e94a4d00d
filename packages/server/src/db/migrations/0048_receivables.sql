CREATE TABLE "outgoing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"quote_id" integer,
	"company" text DEFAULT '' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"resent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outgoing_messages_status" CHECK ("outgoing_messages"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"days_before_due" jsonb DEFAULT '[7]'::jsonb NOT NULL,
	"on_due_date" boolean DEFAULT true NOT NULL,
	"every_days_overdue" integer DEFAULT 7 NOT NULL,
	"monthly_statements" boolean DEFAULT true NOT NULL,
	"approval_expiry_reminders" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_one_row" CHECK ("reminder_settings"."id" = 1),
	CONSTRAINT "reminder_settings_overdue_range" CHECK ("reminder_settings"."every_days_overdue" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent" numeric(8, 4) NOT NULL,
	"taxes_shipping" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_percent_range" CHECK ("tax_rates"."percent" <> 'NaN' AND "tax_rates"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_rate_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_rate_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_percent" numeric(8, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "tax_rate_id" integer;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "exemption_certificate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "exemption_expires" date;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "exemption_file_key" text;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "exemption_file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_infos" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_rows" ADD COLUMN "tax_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_resent_by_accounts_id_fk" FOREIGN KEY ("resent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_occasion_idx" ON "outgoing_messages" USING btree ("occasion");--> statement-breakpoint
CREATE INDEX "outgoing_messages_created_idx" ON "outgoing_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_quote_idx" ON "outgoing_messages" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_name_idx" ON "tax_rates" USING btree (lower(btrim("name")));--> statement-breakpoint
ALTER TABLE "company_infos" ADD CONSTRAINT "company_infos_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tax_percent_range" CHECK ("quotes"."tax_percent" <> 'NaN' AND "quotes"."tax_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tax_amount_range" CHECK ("quotes"."tax_amount" <> 'NaN' AND "quotes"."tax_amount" BETWEEN -1000000 AND 100000000);--> statement-breakpoint
INSERT INTO "reminder_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
