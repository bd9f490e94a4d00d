CREATE TABLE "shop_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_identity_single_row" CHECK ("shop_identity"."id" = 1)
);
