CREATE TABLE "approval_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"decision" text NOT NULL,
	"name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "approval_answers_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "approval_answers_decision" CHECK ("approval_answers"."decision" IN ('approve', 'request_changes'))
);
--> statement-breakpoint
CREATE TABLE "approval_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"quote_id" integer NOT NULL,
	"quote_sequence" integer NOT NULL,
	"content_hash" text NOT NULL,
	"sent_view" jsonb,
	"pdf" "bytea",
	"file_id" integer,
	"file_name" text,
	"file_type" text,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" integer,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	CONSTRAINT "approval_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "approval_requests_kind" CHECK ("approval_requests"."kind" IN ('quote', 'proof')),
	CONSTRAINT "approval_requests_state" CHECK ("approval_requests"."state" IN ('waiting', 'approved', 'changes_requested', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "approval_answers" ADD CONSTRAINT "approval_answers_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_answers" ADD CONSTRAINT "approval_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_file_id_job_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."job_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_attempts_ip_idx" ON "approval_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "approval_requests_quote_idx" ON "approval_requests" USING btree ("quote_id","kind","id");