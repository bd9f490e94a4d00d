// The plans of the report pages: every query each report's request sends to PostgreSQL, with
// EXPLAIN (ANALYZE, BUFFERS), on BENCH_QUOTES generated quotes (default 100,000). Run from bench/:
//   BENCH_QUOTES=100000 npx tsx src/report-plans.ts > plans.txt
// ONLY=billing explains only the asks whose name holds that word.
// KEEP=1 leaves the database up after generating it (its address is printed) for trying plans by hand.
import type pg from 'pg';
import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { startBenchServer } from './bench-server.ts';
import { generateBacklog } from './generate-backlog.ts';
import { generateQuotes } from './generate-quotes.ts';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const server = await startBenchServer();
try {
  await generateQuotes(server.db, QUOTES);
  await generateBacklog(server.db);
  const pool = (server.db as unknown as { $client: pg.Pool }).$client;
  await pool.query('VACUUM ANALYZE');
  if (process.env.KEEP) {
    const { rows } = await pool.query<{ port: string }>('SHOW port');
    console.log(
      `KEEP postgres port ${rows[0]!.port}; ${JSON.stringify(pool.options.connectionString ?? pool.options)}`,
    );
    await new Promise(() => undefined);
  }
  const staff = await signIn(
    new ApiClient(server.baseUrl),
    (await insertAccount(server.db, { role: Role.Asante })).email,
  );
  const admin = await signIn(
    new ApiClient(server.baseUrl),
    (await insertAccount(server.db, { role: Role.Admin | Role.Asante, verified: true })).email,
  );
  const customer = await signIn(
    new ApiClient(server.baseUrl),
    (await insertAccount(server.db, { company: 'Harbor Dental' })).email,
  );
  const recorded: Array<{ text: string; values: unknown[] }> = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : []) ?? [];
    if (/job_rows|schedule_lines|quotes/.test(text) && !/^EXPLAIN/.test(text))
      recorded.push({ text, values });
    return original(...args);
  };
  const asks: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
    ['daily schedule p0', () => staff.post('/api/dailyschedule', { page: 0, page_count: 10 })],
    ['daily schedule p20', () => staff.post('/api/dailyschedule', { page: 20, page_count: 10 })],
    ['ready p0', () => staff.get('/api/production/ready?page=0&page_count=10')],
    ['released p0', () => staff.get('/api/production/released?page=0&page_count=10')],
    ['backlog report p0', () => staff.get('/api/backlog/report/In%20Production?page=0&page_count=10')],
    ['backlog search p0', () => staff.post('/api/backlog/search', { search: {}, page: 0, page_count: 10 })],
    ['customer report harbor p0', () => staff.get('/api/customerreport?company=harbor&page=0&page_count=10')],
    ['customer report customer p0', () => customer.get('/api/customerreport?page=0&page_count=10')],
    ['pm schedule p0', () => staff.get('/api/projectmanagerschedule?page=0&page_count=10')],
    [
      'billing job query (customer)',
      () => customer.post('/api/job/query', { is_shipped: true, admin_paid: false }),
    ],
    [
      'billing job query (customer, as Make Payment asks) p0',
      () => customer.post('/api/job/query', { is_shipped: true, page: 0, page_count: 10 }),
    ],
    [
      'billing job query (admin, as Admin Payments asks) p0',
      () =>
        admin.post('/api/job/query', {
          is_shipped: true,
          admin_paid: false,
          has_payments: true,
          page: 0,
          page_count: 10,
        }),
    ],
    // The unpaged forms: one short query per batch (the first ones and the last are explained).
    ['unpaged ready', () => staff.get('/api/production/ready')],
    ['unpaged released', () => staff.get('/api/production/released')],
    ['unpaged backlog report', () => staff.get('/api/backlog/report/In%20Production')],
    ['unpaged backlog search', () => staff.post('/api/backlog/search', { search: {} })],
    ['unpaged customer report', () => staff.get('/api/customerreport')],
    ['unpaged customer ready (customer)', () => customer.get('/api/production/ready')],
    ['unpaged billing job query (admin)', () => admin.post('/api/job/query', {})],
    ['unpaged csv production', () => staff.get('/api/csv/production.csv')],
  ];
  for (const [name, ask] of asks.filter(([name]) => !process.env.ONLY || name.includes(process.env.ONLY))) {
    recorded.length = 0;
    const started = performance.now();
    const response = await ask();
    const again = performance.now();
    const first = [...recorded];
    await ask();
    const second = performance.now() - again;
    console.log(
      `\n===== ${name}: ${response.status}, first ${(again - started).toFixed(1)} ms, again ${second.toFixed(1)} ms, ${JSON.stringify(response.body).length} bytes`,
    );
    const explained = first.length > 4 ? [...first.slice(0, 3), first.at(-1)!] : first;
    if (explained.length < first.length)
      console.log(`(${first.length} queries: the first three and the last)`);
    for (const query of explained) {
      console.log(`--- ${query.text.slice(0, 400)}\n    ${JSON.stringify(query.values).slice(0, 200)}`);
      const plan = (await original(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
        query.values,
      )) as pg.QueryResult;
      console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
} finally {
  await server.stop();
}
