import { isStaff, Role, shopToday } from '@signshop/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, quotes, type QuoteRow } from '../db/schema/index.ts';
import { seededRandom } from '../features/milling/plate-generator.ts';
import { loadProcesses } from '../features/quotes/pricing.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, demoAccountList, seedDemoAccounts } from './demo-accounts.ts';
import {
  discardDemoBankKeys,
  prepareDemoBankKeys,
  publishDemoBankKeys,
  seedDemoBilling,
  type DemoBankKeyFiles,
  type DemoBankKeys,
} from './demo-billing.ts';
import { seedJobFiles } from './demo-files.ts';
import { seedDemoFloor } from './demo-floor.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoIdentity } from './demo-identity.ts';
import { seedDemoJob, seedFollowUpJob, type JobsContext } from './demo-jobs.ts';
import { planJobs } from './demo-plan.ts';
import { seedDemoPlates } from './demo-plates.ts';
import { seedDemoPurchaseOrders } from './demo-purchase-orders.ts';
import { linkDemoPlates, seedDemoTimers } from './demo-timers.ts';
import { seedDemoTax } from './demo-tax.ts';

/** The demo is the same shop every time: one seed for every random choice. */
export const DEMO_SEED = 20_260_101;
const FOLLOW_UP_JOBS = 6;

export interface DemoShopResult {
  /** False when the database had been seeded before (nothing was added). */
  created: boolean;
  accounts: Array<{ email: string; what: string }>;
  password: string;
  counts: { quotes: number; plates: number };
  seconds: number;
  /** Where the demo's bank private key is (a demo only: a real shop keeps it offline). */
  bankPrivateKeyFile: string;
}

/**
 * Seeds a demo sign shop into an empty database, once: its identity and logo, accounts for every
 * role, ~300 quotes and jobs at every stage with backlog, scheduler lines, files, shipping and payments, purchase orders
 * in each phase and three weeks of machine plates, all dated relative to today in the shop's time
 * zone and made through the same services the routes use. A database seeded before is left alone;
 * one holding a real shop's quotes is refused.
 */
export async function seedDemoShop(
  db: Db,
  storage: FileStorage,
  options: { timeZone: string; bankKeyFiles: DemoBankKeyFiles; now?: Date; signal?: AbortSignal },
): Promise<DemoShopResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const result = (created: boolean, counts = { quotes: 0, plates: 0 }): DemoShopResult => ({
    created,
    accounts: demoAccountList(),
    password: DEMO_PASSWORD,
    counts,
    bankPrivateKeyFile: options.bankKeyFiles.privateKeyFile,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  });
  const [marker] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_MARKER_EMAIL));
  if (marker) return result(false);
  const [existing] = await db.select({ n: count() }).from(quotes);
  if ((existing?.n ?? 0) > 0)
    throw new Error(
      'This database holds quotes the demo did not make: the demo shop seeds only its own, empty data dir (DATA_DIR, default ./data-demo).',
    );
  // One transaction: the demo is all there or not at all (the services' own transactions become
  // savepoints). The uploaded files' bytes are removed again if it fails or is stopped half-way.
  // The bank keys reach the files the server reads only after the commit (banks are encrypted
  // with them). A stop (`signal`, as on SIGTERM) cancels it at once: it rolls back and a later
  // start seeds again from nothing.
  const keys = await untilStopped(prepareDemoBankKeys(options.bankKeyFiles), options.signal);
  const written: string[] = [];
  const tracked: FileStorage = {
    ...storage,
    put: (key, content) => {
      written.push(key);
      return storage.put(key, content);
    },
  };
  try {
    const counts = await db.transaction(async (tx) =>
      stoppable(db, tx as unknown as Db, options.signal, (check) =>
        seedAll(tx as unknown as Db, tracked, options.timeZone, now, keys, check),
      ),
    );
    publishDemoBankKeys(keys, options.bankKeyFiles);
    return result(true, counts);
  } catch (error) {
    discardDemoBankKeys(keys);
    for (const key of written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** What `work` gives, or the stop's reason as soon as `signal` stops it (work then ends unwatched). */
function untilStopped<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** How often a stopped seed's running statement is cancelled until its transaction has ended. */
const CANCEL_EVERY_MS = 100;

/**
 * Runs `work` (the seed, in transaction `tx`) so that `signal` stops it at once: `check` throws
 * between steps once stopped, and the statement running at that moment is cancelled (again every
 * CANCEL_EVERY_MS, in case it fell between two statements), so the transaction fails and rolls back.
 */
async function stoppable<T>(
  db: Db,
  tx: Db,
  signal: AbortSignal | undefined,
  work: (check: () => void) => Promise<T>,
): Promise<T> {
  const check = () => signal?.throwIfAborted();
  check();
  if (!signal) return work(check);
  const [backend] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
  const cancel = () => void db.execute(sql`select pg_cancel_backend(${backend!.pid})`).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => {
    cancel();
    timer = setInterval(cancel, CANCEL_EVERY_MS);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work(check);
  } finally {
    signal.removeEventListener('abort', onAbort);
    clearInterval(timer);
  }
}

async function seedAll(
  db: Db,
  storage: FileStorage,
  timeZone: string,
  now: Date,
  keys: DemoBankKeys,
  check: () => void,
) {
  const random = seededRandom(DEMO_SEED);
  const today = shopToday(timeZone, now);
  const ctx: JobsContext = {
    db,
    random,
    today,
    accounts: await seedDemoAccounts(db),
    processes: await loadProcesses(db),
  };
  const staff = ctx.accounts.get('staff')!;
  await seedDemoIdentity(db);
  // Company terms and banks first: the jobs' payments are made from those banks.
  await seedDemoBilling(db, ctx.accounts.get('admin')!.user, keys);
  const jobs: QuoteRow[] = [];
  const inProduction: QuoteRow[] = [];
  for (const plan of planJobs(random, today)) {
    check();
    const quote = await seedDemoJob(ctx, plan);
    jobs.push(quote);
    if (plan.steps.length === 0) continue;
    const keys = plan.steps.map((step) => step.key);
    const open = !plan.shippedDate;
    const stage = {
      proofSent: open && keys.includes('drawing_sent'),
      inProduction: open && keys.includes('ready_for_production'),
    };
    await seedJobFiles(db, storage, staff, quote, { today, stage });
    if (open && keys.includes('in_production')) inProduction.push(quote);
  }
  const shipped = jobs.filter((job) => job.is_shipped);
  for (const job of shipped.slice(-FOLLOW_UP_JOBS)) jobs.push(await seedFollowUpJob(ctx, job));
  check();
  await seedDemoPurchaseOrders(db, random, {
    today,
    orderedBy: { id: staff.row.id, name: `${staff.row.firstName} ${staff.row.lastName}` },
    jobs: jobs.filter((job) => !job.is_shipped),
  });
  check();
  const plates = await seedDemoPlates(db, random, { now, jobNames: inProduction.map((job) => job.job_name) });
  check();
  const inProductionIds = inProduction.map((job) => job.id);
  await linkDemoPlates(db, inProductionIds);
  const people = [...ctx.accounts.values()].filter((a) => isStaff(a.user)).map((a) => a.row.id);
  await seedDemoTimers(db, random, { now, today, timeZone, people, jobIds: inProductionIds });
  check();
  await seedDemoFloor(db, {
    today,
    adminId: ctx.accounts.get('admin')!.row.id,
    staffIds: [...ctx.accounts.values()].filter((a) => a.user.role & Role.Asante).map((a) => a.row.id),
  });
  check();
  await seedDemoTax(db, storage, ctx.accounts.get('admin')!.user, today);
  await seedDemoMessages(db, ctx.accounts.get('admin')!.user, today);
  await seedDemoNotifications(db, ctx.accounts.get('admin')!.user, today);
  check();
  return { quotes: jobs.length, plates };
}
