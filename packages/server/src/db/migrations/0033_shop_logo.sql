CREATE TABLE "shop_logo" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_logo_single_row" CHECK ("shop_logo"."id" = 1)
);
