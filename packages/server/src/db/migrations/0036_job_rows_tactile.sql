DROP INDEX "job_rows_unshipped_idx";--> statement-breakpoint
DROP INDEX "job_rows_latest_unshipped_idx";--> statement-breakpoint
DROP INDEX "job_rows_ready_idx";--> statement-breakpoint
DROP INDEX "job_rows_shipped_date_idx";--> statement-breakpoint
ALTER TABLE "job_rows" ADD COLUMN "has_tactile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "schedule_lines_quote_priority_idx" ON "schedule_lines" USING btree ("quote_id","priority");--> statement-breakpoint
CREATE INDEX "job_rows_thermoformed_waiting_idx" ON "job_rows" USING btree ("customer_name","job_name","id","total_price") WHERE "job_rows"."is_thermoformed" AND "job_rows"."customer_ship_date" IS NOT NULL AND NOT ("job_rows"."stages" ? '10');--> statement-breakpoint
CREATE INDEX "job_rows_daily_idx" ON "job_rows" USING btree ("job_name","id","in_production_date","customer_name","customer_ship_date","has_tactile") WHERE NOT "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_unshipped_idx" ON "job_rows" USING btree ("customer_name","job_name","id","in_production_date","total_price","is_thermoformed") WHERE NOT "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_latest_unshipped_idx" ON "job_rows" USING btree ("latest_stage_id","customer_name","job_name","id","total_price","is_thermoformed") WHERE NOT "job_rows"."is_shipped";--> statement-breakpoint
CREATE INDEX "job_rows_ready_idx" ON "job_rows" USING btree ("customer_name","job_name","id","total_price","is_thermoformed") WHERE "job_rows"."customer_ship_date" IS NOT NULL AND NOT ("job_rows"."stages" ? '8') AND NOT ("job_rows"."stages" ? '9');--> statement-breakpoint
CREATE INDEX "job_rows_shipped_date_idx" ON "job_rows" USING btree ("shipped_date" DESC NULLS LAST,"id" DESC NULLS FIRST);