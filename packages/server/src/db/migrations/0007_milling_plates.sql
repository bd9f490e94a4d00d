CREATE TABLE "milling_plates" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"start_time" double precision NOT NULL,
	"end_time" double precision,
	"expected_time" double precision DEFAULT 0 NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"humidity" double precision,
	"air_quality" double precision,
	"pressure" double precision,
	"temperature" double precision,
	"height" double precision DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"tool_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imperfections" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "milling_plates_machine_start_key" ON "milling_plates" USING btree ("machine","start_time");--> statement-breakpoint
CREATE INDEX "milling_plates_start_idx" ON "milling_plates" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "milling_plates_file_trgm_idx" ON "milling_plates" USING gin (lower("file_name") gin_trgm_ops);