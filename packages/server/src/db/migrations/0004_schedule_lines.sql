CREATE TABLE "schedule_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"thickness" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"equip" text DEFAULT '' NOT NULL,
	"process" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"assign_to" text DEFAULT '' NOT NULL,
	"order_index" double precision DEFAULT 0 NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"premature_release" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_lines_quote_idx" ON "schedule_lines" USING btree ("quote_id","order_index");--> statement-breakpoint
CREATE INDEX "schedule_lines_assign_idx" ON "schedule_lines" USING btree ("equip","assign_to");