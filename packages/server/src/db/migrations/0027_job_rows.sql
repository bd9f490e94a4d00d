CREATE TABLE "job_rows" (
	"id" integer PRIMARY KEY NOT NULL,
	"given_id" text NOT NULL,
	"job_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"quote_date" date NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"shipping_cost" numeric(14, 2) NOT NULL,
	"is_thermoformed" boolean NOT NULL,
	"shipping_method" text NOT NULL,
	"materials" text NOT NULL,
	"is_shipped" boolean NOT NULL,
	"shipped_date" date,
	"project_manager" integer,
	"project_manager_comment" text NOT NULL,
	"admin_paid" boolean NOT NULL,
	"left_to_pay" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"has_backlog" boolean DEFAULT false NOT NULL,
	"stages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latest_stage_id" integer,
	"latest_stage_date" date,
	"customer_ship_date" date,
	"ready_for_production_date" date,
	"in_production_date" date,
	"thermoformed_received_date" date,
	"drawing_status" text DEFAULT 'none' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_rows_unshipped_idx" ON "job_rows" USING btree ("customer_name","job_name","id") WHERE NOT "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_latest_unshipped_idx" ON "job_rows" USING btree ("latest_stage_id","customer_name","job_name","id") WHERE NOT "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_ready_idx" ON "job_rows" USING btree ("customer_name","job_name","id") WHERE "job_rows"."customer_ship_date" IS NOT NULL AND NOT ("job_rows"."stages" ? '8') AND NOT ("job_rows"."stages" ? '9');--> statement-breakpoint
CREATE INDEX "job_rows_thermoformed_idx" ON "job_rows" USING btree ("customer_name","job_name","id") WHERE "job_rows"."is_thermoformed";--> statement-breakpoint
CREATE INDEX "job_rows_quote_date_idx" ON "job_rows" USING btree ("quote_date","id");--> statement-breakpoint
CREATE INDEX "job_rows_shipped_date_idx" ON "job_rows" USING btree ("shipped_date","id");--> statement-breakpoint
CREATE INDEX "job_rows_customer_scope_idx" ON "job_rows" USING btree (lower(trim("customer_name")),"quote_date","id");