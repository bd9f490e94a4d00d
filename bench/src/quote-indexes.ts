import { Role } from '@signshop/domain';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { startBenchServer } from './bench-server.ts';
import { generateBacklog } from './generate-backlog.ts';
import { generateQuotes } from './generate-quotes.ts';

/**
 * Which indexes on quotes earn their keep, and what a quote save writes:
 * `npx tsx bench/src/quote-indexes.ts` generates BENCH_QUOTES quotes (100,000) on the bench's
 * durable database, sends every kind of request that reads quotes, prints each index's size and
 * scans, then times SAVES saves of distinct quotes: WAL bytes (LSN difference), WAL records and
 * full-page images (pg_stat_wal), HOT updates, and the plan of one save's UPDATE with its buffers
 * and WAL. QUOTES_SCHEMA=before measures the table as it was before migration 0031 (all twelve
 * indexes, no fillfactor). Not part of `npm run bench`: its figures are written up by hand in RESULTS.md.
 */
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const SAVES = Number(process.env.SAVES ?? 500);

const NEW_QUOTE = { quote_date: '2026-05-01', signs: [], customer_name: 'Harbor Dental' };

const server = await startBenchServer();
const { db } = server;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
try {
  if (process.env.QUOTES_SCHEMA === 'before') {
    // The table as it was before migration 0031: twelve indexes, pages filled to the brim.
    await db.execute(sql`ALTER TABLE quotes RESET (fillfactor)`);
    await db.execute(sql`CREATE INDEX quotes_job_name_idx ON quotes (job_name, id)`);
    await db.execute(sql`CREATE INDEX quotes_given_id_idx ON quotes (given_id, id)`);
    await db.execute(sql`CREATE INDEX quotes_total_price_idx ON quotes (total_price, id)`);
    await db.execute(sql`CREATE INDEX quotes_job_trgm_idx ON quotes USING gin (job_name gin_trgm_ops)`);
    await db.execute(sql`CREATE INDEX quotes_unshipped_idx ON quotes (id) WHERE NOT is_shipped`);
  }
  await generateQuotes(db, QUOTES);
  await generateBacklog(db);
  await db.execute(sql`CHECKPOINT`);
  const fillfactor = await rows<{ reloptions: string[] | null }>(
    sql`SELECT reloptions FROM pg_class WHERE relname = 'quotes'`,
  );
  const [shape] = await rows<{ pages: number; bytes: number }>(sql`
    SELECT relpages AS pages, (SELECT avg(pg_column_size(q.*))::int FROM quotes q) AS bytes FROM pg_class WHERE relname = 'quotes'`);
  console.log(
    `quotes: ${QUOTES} rows on ${shape!.pages} pages (row ${shape!.bytes} bytes on average), reloptions ${JSON.stringify(fillfactor[0]?.reloptions ?? null)}`,
  );

  const staffAccount = await insertAccount(db, { role: Role.Asante, verified: true, company: 'SignShop' });
  const customerAccount = await insertAccount(db, {
    role: Role.Customer,
    verified: true,
    company: 'Harbor Dental',
  });
  const staff = await signIn(new ApiClient(server.baseUrl), staffAccount.email);
  const customer = await signIn(new ApiClient(server.baseUrl), customerAccount.email);

  await db.execute(sql`SELECT pg_stat_reset()`);
  // Every request that reads quotes (list and search read quote_list, reports job_rows).
  const reads: Array<[ApiClient, string, string, unknown?]> = [
    [staff, 'GET', '/api/quote'],
    [staff, 'GET', '/api/quote?customer_name=harbor'],
    [staff, 'GET', '/api/quote?job_name=lobby'],
    [staff, 'GET', '/api/quote?given_id=PAT01'],
    [staff, 'GET', '/api/quote?order_by=total_price'],
    [staff, 'POST', '/api/quote/query', { search: { job_name: 'lobby', order_by: 'total_price' } }],
    [staff, 'POST', '/api/quote/queryByBacklog', { backlogs_required: [8] }],
    [customer, 'GET', '/api/quote'],
    [customer, 'GET', '/api/quote?job_name=lobby'],
    [staff, 'GET', '/api/quote/54321'],
    [customer, 'GET', '/api/quote/54321'],
    [staff, 'GET', '/api/quote/customerName/harb'],
    [customer, 'GET', '/api/quote/customerName/harb'],
    [
      staff,
      'POST',
      '/api/quote/contactInformation',
      { where_variable: 'contact_info', customer_name: 'Harbor Dental', first_name: '' },
    ],
    [staff, 'GET', '/api/company_info/names/harb'],
    [staff, 'GET', '/api/production/ready?page=0&page_count=10'],
    [staff, 'GET', '/api/customerreport?company=harbor&page=0&page_count=10'],
    [customer, 'POST', '/api/job/query', { is_shipped: true, admin_paid: false }],
    [staff, 'POST', '/api/job/query', { is_shipped: true, admin_paid: false, company: 'Harbor Dental' }],
    [customer, 'GET', '/api/pdf/open_invoices/invoice.pdf'],
    [staff, 'POST', '/api/quote', { quote: { ...NEW_QUOTE, job_name: 'Index probe' } }],
    [
      staff,
      'POST',
      '/api/quote',
      { quote: { job_name: 'Copy probe', given_id: 'PAT01012024HAR' }, copy: true },
    ],
  ];
  for (const [client, method, path, body] of reads) {
    const response = await client.request(method, path, body);
    console.log(`${response.status} ${method} ${path}`);
  }
  // A backend reports its counters when idle for 10 s at most.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const indexes = await rows<{ index: string; size: string; scans: string }>(sql`
    SELECT indexrelname AS index, pg_size_pretty(pg_relation_size(indexrelid)) AS size, idx_scan AS scans
    FROM pg_stat_user_indexes WHERE relname = 'quotes' ORDER BY indexrelname`);
  console.log('\nindexes on quotes after the requests above:');
  console.table(indexes);

  // The statements on quotes that could use a name index, planned on the data (which index, if any).
  const candidates = [
    sql`SELECT DISTINCT customer_name FROM quotes WHERE customer_name ILIKE '%harb%' ORDER BY customer_name LIMIT 10`,
    sql`SELECT DISTINCT customer_name FROM quotes WHERE customer_name ILIKE '%ridge lab%' ORDER BY customer_name LIMIT 10`,
    sql`SELECT trim(customer_name) FROM quotes WHERE customer_name ILIKE '%harb%'`,
    sql`SELECT given_id FROM quotes WHERE given_id ILIKE 'PAT01012024HAR%'`,
    sql`SELECT id FROM quotes WHERE job_name ILIKE '%lobby%' ORDER BY quote_date DESC, id DESC LIMIT 10`,
    sql`SELECT id FROM quotes WHERE lower(trim(customer_name)) = 'harbor dental' AND is_shipped ORDER BY quote_date DESC LIMIT 10`,
    sql`SELECT id FROM quotes q WHERE EXISTS (SELECT 1 FROM backlog_current c WHERE c.quote_id = q.id AND c.type_id = 8 AND c.is_checked)
          ORDER BY quote_date DESC, id DESC`,
    sql`SELECT id FROM quotes WHERE is_shipped AND left_to_pay > 0`,
  ];
  for (const candidate of candidates) {
    const plan = await rows<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${candidate}`,
    );
    console.log(`\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`);
  }

  // Saves of distinct unshipped quotes (a shipped job's save is refused) spread over the table.
  const unshipped = (
    await rows<{ id: number }>(sql`SELECT id FROM quotes WHERE NOT is_shipped ORDER BY id`)
  ).map((row) => row.id);
  const ids = Array.from({ length: SAVES }, (_, i) => unshipped[(i * 7919) % unshipped.length]!);
  const versions = new Map<number, number>();
  for (const id of ids) versions.set(id, (await staff.get(`/api/quote/${id}`)).body.quote.version);
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const wal = () =>
    rows<{
      lsn: string;
      records: string;
      fpi: string;
      upd: string;
      hot: string;
      list_upd: string;
      list_hot: string;
    }>(sql`
      SELECT pg_current_wal_lsn()::text AS lsn, w.wal_records AS records, w.wal_fpi AS fpi,
             t.n_tup_upd AS upd, t.n_tup_hot_upd AS hot, l.n_tup_upd AS list_upd, l.n_tup_hot_upd AS list_hot
      FROM pg_stat_wal w, pg_stat_user_tables t, pg_stat_user_tables l
      WHERE t.relname = 'quotes' AND l.relname = 'quote_list'`);
  /** SAVES saves, one per quote, after a checkpoint (each first touch of a page then writes its image). */
  async function measureSaves(what: string) {
    await db.execute(sql`CHECKPOINT`);
    const [before] = await wal();
    const started = performance.now();
    for (const id of ids) {
      const saved = await staff.put(`/api/quote/${id}`, {
        version: versions.get(id),
        comments: `${what} ${id}`,
      });
      if (saved.status !== 200) throw new Error(`save ${id}: ${saved.status} ${JSON.stringify(saved.body)}`);
      versions.set(id, saved.body.quote.version);
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const [after] = await wal();
    const [bytes] = await rows<{ bytes: string }>(
      sql`SELECT pg_wal_lsn_diff(${after!.lsn}::pg_lsn, ${before!.lsn}::pg_lsn) AS bytes`,
    );
    const per = (a: string, b: string) => ((Number(a) - Number(b)) / SAVES).toFixed(1);
    const count = (a: string, b: string) => Number(a) - Number(b);
    console.log(`\n${SAVES} saves of distinct quotes, ${what}, in ${seconds.toFixed(1)} s:`);
    console.log(`  WAL bytes per save: ${(Number(bytes!.bytes) / SAVES).toFixed(0)}`);
    console.log(`  WAL records per save: ${per(after!.records, before!.records)}`);
    console.log(`  full-page images per save: ${per(after!.fpi, before!.fpi)}`);
    console.log(
      `  quote rows updated: ${count(after!.upd, before!.upd)}, of them HOT: ${count(after!.hot, before!.hot)}`,
    );
    console.log(
      `  quote_list rows updated (trigger): ${count(after!.list_upd, before!.list_upd)}, of them HOT: ${count(after!.list_hot, before!.list_hot)}`,
    );
  }
  // A generated quote's first save re-prices it (its total changes); the second changes the comments only.
  await measureSaves('first save (re-priced)');
  await measureSaves('second save (comments only)');

  // One more save's UPDATE, on a quote not yet saved, planned with its buffers and WAL (rolled back).
  const [probeRow] = await rows<{ id: number }>(sql`
    SELECT id FROM quotes WHERE NOT is_shipped AND NOT (id = ANY(${`{${ids.join(',')}}`}::int[]))
      AND (ctid::text::point)[0] NOT IN (SELECT (ctid::text::point)[0] FROM quotes WHERE id = ANY(${`{${ids.join(',')}}`}::int[]))
    ORDER BY id LIMIT 1 OFFSET 1000`);
  const probe = probeRow!.id;
  await db.execute(sql`CHECKPOINT`);
  let explained: Array<{ 'QUERY PLAN': string }> = [];
  await db
    .transaction(async (tx) => {
      explained = (
        await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS, WAL, COSTS OFF, TIMING OFF)
          UPDATE quotes SET comments = 'probe', version = version + 1, updated_at = now() WHERE id = ${probe}`)
      ).rows as typeof explained;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS, WAL) of a save's UPDATE (quote ${probe}, after a checkpoint):`);
  for (const line of explained) console.log(`  ${line['QUERY PLAN']}`);
} finally {
  await server.stop();
}
process.exit(0);
