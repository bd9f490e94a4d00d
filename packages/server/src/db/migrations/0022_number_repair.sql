-- Issue #24: before the CHECK constraints of the next migration, repair every stored number they
-- would refuse, logging each repaired row (RAISE NOTICE, in the server's migration log).
-- A value out of range is clamped into it; a NaN, and a quote total out of range (no price at all),
-- becomes 0: the shop opens that quote and saves it, which re-prices it from its signs.
CREATE FUNCTION pg_temp.repair_number(tbl text, col text, low numeric, high numeric, clamp boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  fixed text := CASE WHEN clamp
    THEN format('CASE WHEN %1$I = ''NaN'' THEN 0 ELSE greatest(%2$s, least(%3$s, %1$I)) END', col, low, high)
    ELSE '0' END;
  broken text := format('%1$I = ''NaN'' OR NOT (%1$I BETWEEN %2$s AND %3$s)', col, low, high);
BEGIN
  FOR bad IN EXECUTE format('SELECT id, %I::text AS before, (%s)::text AS after FROM %I WHERE %s', col, fixed, tbl, broken)
  LOOP
    RAISE NOTICE 'repair: %.% of row % was %, set to %', tbl, col, bad.id, bad.before, bad.after;
  END LOOP;
  EXECUTE format('UPDATE %I SET %I = %s WHERE %s', tbl, col, fixed, broken);
END $$;
--> statement-breakpoint
DO $$
BEGIN
  PERFORM pg_temp.repair_number('quotes', 'total_price', -1000000, 100000000, false);
  PERFORM pg_temp.repair_number('quotes', 'shipping_cost', 0, 100000000, true);
  PERFORM pg_temp.repair_number('quotes', 'left_to_pay', -1000000, 100000000, true);
  PERFORM pg_temp.repair_number('purchase_orders', 'sales_tax', 0, 100000000, true);
  PERFORM pg_temp.repair_number('purchase_orders', 'shipping_charge', 0, 100000000, true);
  PERFORM pg_temp.repair_number('purchase_orders', 'discount', 0, 100000000, true);
  PERFORM pg_temp.repair_number('purchase_orders', 'sub_total', -999999999999, 999999999999, true);
  PERFORM pg_temp.repair_number('purchase_orders', 'total', -999999999999, 999999999999, true);
  PERFORM pg_temp.repair_number('purchase_order_items', 'quantity', 0, 1000000, true);
  PERFORM pg_temp.repair_number('purchase_order_items', 'unit_price', 0, 100000000, true);
  PERFORM pg_temp.repair_number('purchase_order_items', 'line_total', -999999999999, 999999999999, true);
  PERFORM pg_temp.repair_number('sign_types', 'small_size_cost', 0, 99999999, true);
  PERFORM pg_temp.repair_number('sign_types', 'medium_size_cost', 0, 99999999, true);
  PERFORM pg_temp.repair_number('sign_types', 'large_size_cost', 0, 99999999, true);
  PERFORM pg_temp.repair_number('milling_plates', 'height', 0, 10000, true);
  PERFORM pg_temp.repair_number('milling_plates', 'width', 0, 10000, true);
END $$;
