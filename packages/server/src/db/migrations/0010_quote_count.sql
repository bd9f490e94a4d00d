CREATE TABLE "quote_count" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "quote_count_one_row" CHECK ("quote_count"."one")
);
