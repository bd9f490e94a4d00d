-- Emptied first: every row is written again with the new columns by the next migration
-- (quote_job_words_sort_columns_triggers).
DELETE FROM "quote_job_words";--> statement-breakpoint
ALTER TABLE "quote_job_words" ADD COLUMN "given_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_job_words" ADD COLUMN "job_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_job_words" ADD COLUMN "customer_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_job_words" ADD COLUMN "total_price" numeric(14, 2) NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_job_words_given_id_idx" ON "quote_job_words" USING btree ("word","given_id","quote_id","quote_date");--> statement-breakpoint
CREATE INDEX "quote_job_words_job_name_idx" ON "quote_job_words" USING btree ("word","job_name","quote_id","quote_date");--> statement-breakpoint
CREATE INDEX "quote_job_words_customer_name_idx" ON "quote_job_words" USING btree ("word","customer_name","quote_id","quote_date");--> statement-breakpoint
CREATE INDEX "quote_job_words_total_price_idx" ON "quote_job_words" USING btree ("word","total_price","quote_id","quote_date");