CREATE TABLE "quote_customers" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
