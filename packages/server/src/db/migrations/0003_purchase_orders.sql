CREATE TABLE "purchase_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"job_name" text DEFAULT '' NOT NULL,
	"quote_id" integer,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"unit_price" numeric(14, 4) DEFAULT 0 NOT NULL,
	"line_total" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"ship_via" text DEFAULT '' NOT NULL,
	"order_by" text DEFAULT '' NOT NULL,
	"expected_order_date" date,
	"expected_delivery_date" date,
	"order_date" date,
	"delivery_date" date,
	"asante_shipping_address" text DEFAULT '' NOT NULL,
	"vendor_shipping_address" text DEFAULT '' NOT NULL,
	"sub_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sales_tax" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_charge" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_items_description_trgm_idx" ON "purchase_order_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_items_quote_idx" ON "purchase_order_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_trgm_idx" ON "purchase_orders" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_delivery_date_idx" ON "purchase_orders" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_order_idx" ON "purchase_orders" USING btree ("expected_order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_delivery_idx" ON "purchase_orders" USING btree ("expected_delivery_date");