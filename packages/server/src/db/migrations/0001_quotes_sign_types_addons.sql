CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer,
	"cost_label" text DEFAULT '' NOT NULL,
	"cost_order_index" double precision DEFAULT 0 NOT NULL,
	"order_index" double precision DEFAULT 0 NOT NULL,
	"inuse" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_seed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"pdf_label" text DEFAULT '' NOT NULL,
	"small_size_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"medium_size_cost" numeric(12, 4) DEFAULT 0 NOT NULL,
	"large_size_cost" numeric(12, 4) DEFAULT 0 NOT NULL,
	"order_index" double precision DEFAULT 1000 NOT NULL,
	"inuse" boolean DEFAULT true NOT NULL,
	"is_seed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"given_id" text DEFAULT '' NOT NULL,
	"job_name" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"quote_date" date NOT NULL,
	"total_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"signs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"asante_contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invoicing_contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_project_manager" text DEFAULT '' NOT NULL,
	"billing_comments" text DEFAULT '' NOT NULL,
	"shipping_method" text DEFAULT '' NOT NULL,
	"tracking_number" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_shipped" boolean DEFAULT false NOT NULL,
	"shipped_date" date,
	"is_thermoformed" boolean DEFAULT false NOT NULL,
	"materials" text DEFAULT '' NOT NULL,
	"project_manager" integer,
	"project_manager_comment" text DEFAULT '' NOT NULL,
	"quote_sequence" integer DEFAULT 1 NOT NULL,
	"last_date_paid" date,
	"admin_paid" boolean DEFAULT false NOT NULL,
	"payment_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"left_to_pay" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_type_id_sign_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."sign_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addons_type_idx" ON "addons" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "quotes_quote_date_idx" ON "quotes" USING btree ("quote_date","id");--> statement-breakpoint
CREATE INDEX "quotes_job_name_idx" ON "quotes" USING btree ("job_name","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_name_idx" ON "quotes" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "quotes_given_id_idx" ON "quotes" USING btree ("given_id","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_scope_idx" ON "quotes" USING btree (lower(trim("customer_name")),"quote_date","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_trgm_idx" ON "quotes" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_job_trgm_idx" ON "quotes" USING gin ("job_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_given_id_trgm_idx" ON "quotes" USING gin ("given_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_total_price_idx" ON "quotes" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "quotes_created_by_idx" ON "quotes" USING btree ("created_by");