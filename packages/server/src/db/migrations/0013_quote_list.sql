CREATE TABLE "quote_list" (
	"id" integer PRIMARY KEY NOT NULL,
	"given_id" text NOT NULL,
	"job_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"quote_date" date NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"is_shipped" boolean NOT NULL,
	"shipped_date" date,
	"quote_sequence" integer NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE INDEX "quote_list_quote_date_idx" ON "quote_list" USING btree ("quote_date","id");--> statement-breakpoint
CREATE INDEX "quote_list_job_name_idx" ON "quote_list" USING btree ("job_name","id");--> statement-breakpoint
CREATE INDEX "quote_list_customer_name_idx" ON "quote_list" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "quote_list_given_id_idx" ON "quote_list" USING btree ("given_id","id");--> statement-breakpoint
CREATE INDEX "quote_list_total_price_idx" ON "quote_list" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "quote_list_customer_scope_idx" ON "quote_list" USING btree (lower(trim("customer_name")),"quote_date","id");--> statement-breakpoint
CREATE INDEX "quote_list_created_by_idx" ON "quote_list" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "quote_list_customer_trgm_idx" ON "quote_list" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_list_job_trgm_idx" ON "quote_list" USING gin ("job_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_list_given_id_trgm_idx" ON "quote_list" USING gin ("given_id" gin_trgm_ops);