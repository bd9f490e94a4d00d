CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"nick_name" text NOT NULL,
	"ada_routing_number" text,
	"account_number" text,
	"account_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"billing_info" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"payment_terms_text" text DEFAULT 'Net 30' NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_company_nick_name_idx" ON "banks" USING btree (lower(trim("company")),"nick_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_infos_company_idx" ON "company_infos" USING btree (lower(trim("company")));