CREATE TABLE "floor_resources" (
	"key" text PRIMARY KEY NOT NULL,
	"weekday_minutes" jsonb NOT NULL,
	"hourly_rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_resources_rate_range" CHECK ("floor_resources"."hourly_rate" <> 'NaN' AND "floor_resources"."hourly_rate" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "process_estimate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"equip" text NOT NULL,
	"process" text NOT NULL,
	"setup_minutes" integer NOT NULL,
	"minutes_per_sqft" numeric(10, 3) NOT NULL,
	"source" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_estimates" (
	"equip" text NOT NULL,
	"process" text NOT NULL,
	"setup_minutes" integer DEFAULT 0 NOT NULL,
	"minutes_per_sqft" numeric(10, 3) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_estimates_equip_process_pk" PRIMARY KEY("equip","process"),
	CONSTRAINT "process_estimates_setup_range" CHECK ("process_estimates"."setup_minutes" BETWEEN 0 AND 100000),
	CONSTRAINT "process_estimates_rate_range" CHECK ("process_estimates"."minutes_per_sqft" <> 'NaN' AND "process_estimates"."minutes_per_sqft" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "task_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_line_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "task_timers_order" CHECK ("task_timers"."stopped_at" IS NULL OR "task_timers"."stopped_at" >= "task_timers"."started_at")
);
--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD COLUMN "estimated_minutes" integer;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD COLUMN "planned_day" date;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD COLUMN "planned_resource" text;--> statement-breakpoint
ALTER TABLE "milling_plates" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "floor_resources" ADD CONSTRAINT "floor_resources_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_estimate_changes" ADD CONSTRAINT "process_estimate_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_estimates" ADD CONSTRAINT "process_estimates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_timers" ADD CONSTRAINT "task_timers_schedule_line_id_schedule_lines_id_fk" FOREIGN KEY ("schedule_line_id") REFERENCES "public"."schedule_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_timers" ADD CONSTRAINT "task_timers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_estimate_changes_process_idx" ON "process_estimate_changes" USING btree ("equip","process","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_timers_running_key" ON "task_timers" USING btree ("account_id") WHERE "task_timers"."stopped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "task_timers_line_idx" ON "task_timers" USING btree ("schedule_line_id");--> statement-breakpoint
ALTER TABLE "milling_plates" ADD CONSTRAINT "milling_plates_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_lines_planned_idx" ON "schedule_lines" USING btree ("planned_day","planned_resource") WHERE "schedule_lines"."planned_day" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "milling_plates_quote_idx" ON "milling_plates" USING btree ("quote_id") WHERE "milling_plates"."quote_id" IS NOT NULL;