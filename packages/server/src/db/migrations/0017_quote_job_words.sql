CREATE TABLE "job_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_job_words" (
	"word" text NOT NULL,
	"quote_date" date NOT NULL,
	"quote_id" integer NOT NULL,
	CONSTRAINT "quote_job_words_word_quote_date_quote_id_pk" PRIMARY KEY("word","quote_date","quote_id")
);
--> statement-breakpoint
CREATE INDEX "job_words_trgm_idx" ON "job_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_job_words_quote_idx" ON "quote_job_words" USING btree ("quote_id");