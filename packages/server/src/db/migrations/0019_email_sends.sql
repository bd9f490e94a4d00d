CREATE TABLE "email_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sender" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_sends_sender_idx" ON "email_sends" USING btree ("kind","sender","at");--> statement-breakpoint
CREATE INDEX "email_sends_ip_idx" ON "email_sends" USING btree ("kind","ip","at");