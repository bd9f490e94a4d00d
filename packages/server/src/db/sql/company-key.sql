-- Keeps nothing: company_key(name) is the one comparison of company names (NFKC, spaces collapsed, case ignored).
-- Read by the company indexes and by every company comparison in a query (db/sql-helpers sameCompany).

CREATE OR REPLACE FUNCTION public.company_key(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
RETURN lower(btrim(regexp_replace(NORMALIZE(name, NFKC), '\s+'::text, ' '::text, 'g'::text)));
