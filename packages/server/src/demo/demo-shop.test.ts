import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  BACKLOG_STAGES,
  decryptBankField,
  dueDate,
  imageFacts,
  type JustDate,
  lateInterest,
  MACHINES,
  mondayOf,
  optimalValue,
  plateValueStats,
  PM_SECTION_KEYS,
  quoteNumberKey,
  shopToday,
  totalPaid,
  WEEK_SECONDS,
} from '@signshop/domain';
import { count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  banks,
  jobFiles,
  millingPlates,
  purchaseOrders,
  quotes,
  scheduleLines,
  taskTimers,
} from '../db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/local-storage.ts';
import type { ApiClient } from '../../test/support/api-client.ts';
import { insertQuote, signIn } from '../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { fetchBinary } from '../../test/support/pdf-test-helpers.ts';
import { DEMO_COMPANIES, demoEmail } from './demo-accounts.ts';
import { DEMO_IDENTITY } from './demo-identity.ts';
import { demoBanksOf, demoPrivateKeyFile, type DemoBankKeyFiles } from './demo-billing.ts';
import { seedDemoShop, type DemoShopResult } from './demo-shop.ts';
import { DEMO_EXEMPT, DEMO_TAX_RATES } from './demo-tax.ts';

let t: TestApp;
let seeded: DemoShopResult;
let today: JustDate;
const as = async (key: string) => signIn(t.client(), demoEmail(key), seeded.password);
let staff: ApiClient;
let bankKeyFiles: DemoBankKeyFiles;

beforeAll(async () => {
  // Its own data dir: the demo writes the bank key files there.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-demo-'));
  t = await startTestApp({ SHOP_TIME_ZONE: 'America/Los_Angeles', DATA_DIR: dataDir });
  const storage = createLocalStorage(path.join(t.config.dataDir, 'files'));
  bankKeyFiles = {
    publicKeyFile: t.config.bankPublicKeyFile,
    privateKeyFile: demoPrivateKeyFile(t.config.dataDir),
  };
  // A database holding a real shop's quotes is refused, untouched.
  const real = await insertQuote(t.db);
  await expect(seedDemoShop(t.db, storage, { timeZone: 'UTC', bankKeyFiles })).rejects.toThrow(
    /quotes the demo did not make/,
  );
  expect((await t.db.select({ n: count() }).from(accounts))[0]!.n).toBe(0);
  expect(fs.existsSync(bankKeyFiles.publicKeyFile)).toBe(false);
  await t.db.delete(quotes).where(eq(quotes.id, real.id));
  seeded = await seedDemoShop(t.db, storage, { timeZone: t.config.shopTimeZone, bankKeyFiles });
  console.log(`demo shop seeded in ${seeded.seconds} s`);
  today = shopToday(t.config.shopTimeZone);
  staff = await as('staff');
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const rowCounts = async () => ({
  accounts: (await t.db.select({ n: count() }).from(accounts))[0]!.n,
  quotes: (await t.db.select({ n: count() }).from(quotes))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(scheduleLines))[0]!.n,
  files: (await t.db.select({ n: count() }).from(jobFiles))[0]!.n,
  orders: (await t.db.select({ n: count() }).from(purchaseOrders))[0]!.n,
  plates: (await t.db.select({ n: count() }).from(millingPlates))[0]!.n,
});

describe('the demo shop', () => {
  it("has the last two weeks of reminders and this month's statements already sent: on the Messages page and on their jobs", async () => {
    const admin = await as('admin');
    const { body } = await admin.get('/api/messages?kind=payment_reminder&status=sent');
    expect(body.count).toBeGreaterThan(0);
    const [newest] = body.messages;
    expect(newest.to_address).toMatch(/@.+[.]example$/);
    const history = await staff.get(`/api/quote/${newest.quote_id}/history`);
    expect(JSON.stringify(history.body)).toContain(newest.subject);
    const statements = (await admin.get('/api/messages?kind=statement&status=sent')).body;
    expect(statements.count).toBeGreaterThan(0);
    expect(statements.messages[0].subject).toMatch(/^Your statement for \w+ \d{4}$/);
  });

  it("has three stage notifications on, and this week's already sent: on the Messages page and on their jobs", async () => {
    const admin = await as('admin');
    const templates = (await admin.get('/api/admin/notifications')).body.templates;
    expect(
      templates.filter((one: { enabled: boolean }) => one.enabled).map((one: { event: string }) => one.event),
    ).toEqual(['work_approved', 'ready_for_production', 'shipped']);
    const shipped = (await admin.get('/api/messages?kind=notify_shipped&status=sent')).body;
    expect(shipped.count).toBeGreaterThan(0);
    expect(shipped.count).toBeLessThan(60);
    const [newest] = shipped.messages;
    const history = await staff.get(`/api/quote/${newest.quote_id}/history`);
    expect(JSON.stringify(history.body)).toContain(newest.subject);
    expect(
      (await admin.get('/api/messages?kind=notify_work_approved&status=sent')).body.count,
    ).toBeGreaterThan(0);
  });

  it('prints an account for every role, each of which signs in with the printed password', async () => {
    expect(seeded.created).toBe(true);
    expect(seeded.accounts.map((a) => a.what).join('\n')).toMatch(
      /Admin[\s\S]*Staff[\s\S]*Project manager[\s\S]*Quoter[\s\S]*Machine[\s\S]*Customer of[\s\S]*not yet verified/,
    );
    for (const account of seeded.accounts) {
      const response = await t.client().post('/api/account/login/', {
        account: { email: account.email, password: seeded.password },
      });
      expect(response.status, account.email).toBe(200);
    }
    expect(
      (
        await t.client().post('/api/account/login/', {
          account: { email: demoEmail('unverified'), password: seeded.password },
        })
      ).body.account.verified,
    ).toBe(false);
  });

  it('has a realistic identity: name, address, presets and a generated logo that the app serves', async () => {
    const { body } = await staff.get('/api/shop');
    expect(body.shop).toEqual(DEMO_IDENTITY);
    expect(body.shop.address_presets.map((preset: { label: string }) => preset.label)).toEqual([
      'Main Shop',
      'Warehouse',
    ]);
    expect(body.logo).toMatchObject({ content_type: 'image/png', width: 240, height: 96 });
    const logo = await fetchBinary(staff, body.logo.url);
    expect(logo.status).toBe(200);
    expect(imageFacts(logo.bytes)).toEqual({ content_type: 'image/png', width: 240, height: 96 });
  });

  it('holds about 300 quotes over the last six months and 60 shipped in the two years before, priced by the quote service', async () => {
    const list = await staff.get('/api/quote?page_count=1000&order_by=quote_date');
    expect(list.status).toBe(200);
    const all = list.body.quotes as Array<{ quote_date: string; total_price: number }>;
    expect(all.length).toBeGreaterThanOrEqual(340);
    expect(all.length).toBeLessThanOrEqual(380);
    expect(all.every((q) => q.total_price > 0)).toBe(true);
    const dates = all.map((q) => q.quote_date).sort();
    expect(dates.at(-1)! <= today).toBe(true);
    expect(dates[0]! < addDays(today, -365)).toBe(true);
    expect(dates[0]! >= addDays(today, -760)).toBe(true);
    const recent = dates.filter((date) => date >= addDays(today, -200));
    expect(recent.length).toBeGreaterThanOrEqual(280);
  });

  it('numbers every quote uniquely (case-insensitive), whatever author, day and customer it shares', async () => {
    const numbers = (await t.db.select({ given_id: quotes.given_id }).from(quotes)).map((q) => q.given_id);
    expect(numbers.every((number) => number.trim() !== '')).toBe(true);
    expect(new Set(numbers.map(quoteNumberKey)).size).toBe(numbers.length);
  });

  it('has jobs at every backlog stage in the backlog report', async () => {
    for (const stage of BACKLOG_STAGES) {
      const report = await staff.get(`/api/backlog/report/${encodeURIComponent(stage.label)}`);
      expect(report.status).toBe(200);
      expect(report.body.jobs.length, stage.label).toBeGreaterThan(0);
    }
  });

  it('has tasks for today on the daily schedule and jobs on both production pages', async () => {
    const schedule = await staff.post('/api/dailyschedule', {});
    expect(schedule.body.tasks.length).toBeGreaterThanOrEqual(20);
    const tasks = schedule.body.tasks as Array<{ is_complete: boolean; assign_to: string; priority: number }>;
    expect(tasks.some((task) => !task.is_complete)).toBe(true);
    expect(tasks.every((task) => task.assign_to !== '')).toBe(true);
    expect(new Set(tasks.map((task) => task.priority)).size).toBeGreaterThan(1);
    expect((await staff.get('/api/production/ready')).body.jobs.length).toBeGreaterThan(0);
    expect((await staff.get('/api/production/released')).body.jobs.length).toBeGreaterThan(0);
  });

  it('has a few late jobs on the production board, each promised before today or planned to finish after its promise', async () => {
    const board = await staff.get('/api/board?late=true');
    expect(board.status).toBe(200);
    type Card = { promise_date: string; planned_finish: string | null };
    const late: Card[] = board.body.columns.flatMap((column: { cards: Card[] }) => column.cards);
    expect(late.filter((card) => card.promise_date < today).length).toBeGreaterThanOrEqual(4);
    expect(
      late.every(
        (card) =>
          card.promise_date < today ||
          (card.planned_finish !== null && card.planned_finish > card.promise_date),
      ),
    ).toBe(true);
    expect(board.body.columns.find((column: { key: string }) => column.key === 'shipped').count).toBe(0);
  });

  it('plans this week on the capacity page, with hours, estimates and jobs at risk', async () => {
    const week = (await staff.get(`/api/capacity/week?start=${mondayOf(today)}`)).body;
    const cells = week.resources.flatMap((r: { days: { capacity: number; load: number }[] }) => r.days);
    expect(cells.filter((c: { load: number }) => c.load > 0).length).toBeGreaterThan(5);
    expect(
      cells.every((c: { capacity: number; load: number }) => c.load <= c.capacity || c.capacity === 0),
    ).toBe(true);
    const late = (await staff.get('/api/capacity/at-risk')).body.jobs;
    expect(late.length).toBeGreaterThanOrEqual(3);
    const admin = await as('admin');
    const resources = (await admin.get('/api/capacity/resources')).body.resources;
    expect(resources.every((r: { saved: boolean }) => r.saved)).toBe(true);
    const estimates = (await admin.get('/api/capacity/estimates')).body.estimates;
    expect(
      estimates.every((e: { saved: boolean; minutes_per_sqft: number }) => e.saved && e.minutes_per_sqft > 0),
    ).toBe(true);
  });

  it('fills the project manager schedule for today, and the PM sees the project managers', async () => {
    const pm = await as('pm');
    const sections = (await pm.get('/api/projectmanagerschedule')).body.sections;
    for (const key of PM_SECTION_KEYS) expect(sections[key].length, key).toBeGreaterThan(0);
    expect((await pm.get('/api/account/project_managers')).body.project_managers).toHaveLength(2);
  });

  it('lists purchase orders in each phase', async () => {
    for (const phase of ['to-be-ordered', 'to-be-delivered', 'delivered']) {
      const found = await staff.post('/api/purchase_order/search/all', { search: { phase } });
      expect(found.body.purchase_orders.length, phase).toBeGreaterThan(0);
    }
  });

  it('shows a customer only their own company’s jobs, with files', async () => {
    const customer = await as('customer1');
    const list = await customer.get('/api/quote?page_count=1000');
    const names = new Set((list.body.quotes as Array<{ customer_name: string }>).map((q) => q.customer_name));
    expect([...names]).toEqual([DEMO_COMPANIES[0]!.name]);
    const report = await customer.get(
      '/api/customerreport?filter=All&from_date=2000-01-01&to_date=2100-01-01',
    );
    expect(report.body.jobs.length).toBeGreaterThan(0);
    const other = (
      await staff.get(`/api/quote?page_count=1&customer_name=${encodeURIComponent(DEMO_COMPANIES[1]!.name)}`)
    ).body.quotes[0];
    expect((await customer.get(`/api/quote/${other.id}`)).status).toBe(404);
  });

  it('has two tax rates and an exempt school district whose customer reads its certificate', async () => {
    const rates = (await staff.get('/api/tax_rates')).body.tax_rates as Array<{ name: string }>;
    expect(rates.map((rate) => rate.name).sort()).toEqual(DEMO_TAX_RATES.map((rate) => rate.name).sort());
    const index = DEMO_COMPANIES.findIndex((company) => company.name === DEMO_EXEMPT.company);
    const customer = await as(`customer${index + 1}`);
    const info = (await customer.get(`/api/company_info/${encodeURIComponent(DEMO_EXEMPT.company)}`)).body;
    expect(info).toMatchObject({ tax_exempt: true, exemption_certificate: DEMO_EXEMPT.certificate });
    const file = await customer.request(
      'GET',
      `/api/company_info/exemption_file/${encodeURIComponent(DEMO_EXEMPT.company)}`,
    );
    expect(file.status).toBe(200);
    expect(String(file.body).startsWith('%PDF')).toBe(true);
  });

  it('keeps files for jobs, a proof PDF among them, downloadable through the API', async () => {
    const [withProof] = await t.db.select().from(jobFiles).where(like(jobFiles.name, '%/Proofs/%')).limit(1);
    const files = (await staff.get(`/api/file/${withProof!.quote_id}`)).body.files as Array<{
      id: number;
      name: string;
    }>;
    expect(files.length).toBeGreaterThanOrEqual(3);
    const proof = files.find((file) => file.name.includes('/Proofs/'))!;
    const download = await staff.request(
      'GET',
      `/api/file/${proof.id}/${encodeURIComponent(path.posix.basename(proof.name))}`,
    );
    expect(download.status).toBe(200);
    expect(String(download.body).startsWith('%PDF')).toBe(true);
  });

  it('has shipped jobs paid in full, partly and not at all, some overdue with interest', async () => {
    const shipped = (await t.db.select().from(quotes)).filter((q) => q.is_shipped);
    for (const job of shipped) {
      expect(job.shipped_date).not.toBeNull();
      expect(job.tracking_number.length).toBeGreaterThan(0);
      expect(totalPaid(job.payment_history) + job.left_to_pay).toBeCloseTo(job.total_price, 2);
    }
    const full = shipped.filter((q) => q.left_to_pay === 0 && q.payment_history.length > 0);
    const partial = shipped.filter((q) => q.left_to_pay > 0 && q.payment_history.length > 0);
    const unpaid = shipped.filter((q) => q.payment_history.length === 0);
    expect([full.length, partial.length, unpaid.length].every((n) => n >= 5)).toBe(true);
    expect(full.every((q) => q.last_date_paid !== null)).toBe(true);
    const overdue = shipped.filter((q) => lateInterest(q.left_to_pay, dueDate(q.shipped_date!), today) > 0);
    expect(overdue.length).toBeGreaterThan(0);
    const companyIndex = (name: string) => DEMO_COMPANIES.findIndex((c) => c.name === name);
    const customerJob = partial.find((q) => companyIndex(q.customer_name) < 4)!;
    const customer = await as(`customer${companyIndex(customerJob.customer_name) + 1}`);
    const seen = (await customer.get(`/api/quote/${customerJob.id}`)).body.quote;
    expect(seen.left_to_pay).toBe(customerJob.left_to_pay);
    expect(seen.payment_history.length).toBeGreaterThan(0);
  });

  it('gives the dashboard a year of shipments against the year before', async () => {
    const reply = await staff.get('/api/dashboard');
    expect(reply.status).toBe(200);
    const months = reply.body.months as Array<{
      shipped: number;
      promised: number;
      before: { shipped: number };
    }>;
    expect(months.filter((m) => m.shipped > 0).length).toBeGreaterThanOrEqual(10);
    expect(months.filter((m) => m.before.shipped > 0).length).toBeGreaterThanOrEqual(6);
    expect(months.some((m) => m.promised > 0)).toBe(true);
  });

  it('gives each customer their banks, company terms and Make Payment rows paid from those banks', async () => {
    const paid: Array<{ left_to_pay: number }> = [];
    for (const [index, company] of DEMO_COMPANIES.slice(0, 4).entries()) {
      const customer = await as(`customer${index + 1}`);
      const listed = (await customer.get('/api/bank/')).body as Array<{ nick_name: string }>;
      const nickNames = demoBanksOf(company).map((bank) => bank.nick_name);
      expect(listed.map((bank) => bank.nick_name).sort()).toEqual([...nickNames].sort());
      const info = await customer.get(`/api/company_info/${encodeURIComponent(company.name)}`);
      expect(info.status).toBe(200);
      expect(info.body.contact_person).toContain(company.contact.last_name);
      const days = index === 1 ? 15 : 30;
      expect(info.body).toMatchObject({ payment_terms_text: `Net ${days}`, payment_days: days });
      const jobs = (await customer.post('/api/job/query', { is_shipped: true })).body as Array<{
        customer_name: string;
        left_to_pay: number;
        payment_days: number;
        payment_history: Array<{ nick_name: string }>;
      }>;
      expect(jobs.length, company.name).toBeGreaterThan(0);
      expect(jobs.every((job) => job.customer_name === company.name && job.payment_days === days)).toBe(true);
      for (const job of jobs.filter((row) => row.payment_history.length > 0)) {
        paid.push(job);
        for (const entry of job.payment_history) expect(nickNames).toContain(entry.nick_name);
      }
    }
    expect(paid.some((job) => job.left_to_pay > 0)).toBe(true);
    expect(paid.some((job) => job.left_to_pay === 0)).toBe(true);
  });

  it('pays every shipped job only from its company’s banks and sets Net 15 and Net 45 apart', async () => {
    const admin = await as('admin');
    const names = DEMO_COMPANIES.map((c) => c.name);
    const infos = (await admin.post('/api/company_info/get_company_infos', { company_names: names })).body;
    const terms = (infos as Array<{ payment_days: number }>).map((info) => info.payment_days);
    expect(terms.filter((days) => days === 30).length).toBe(names.length - 2);
    expect(terms.filter((days) => days !== 30).sort()).toEqual([15, 45]);
    for (const job of (await t.db.select().from(quotes)).filter((q) => q.payment_history.length > 0)) {
      const company = DEMO_COMPANIES.find((c) => c.name === job.customer_name)!;
      const nickNames = demoBanksOf(company).map((bank) => bank.nick_name);
      for (const entry of job.payment_history) expect(nickNames).toContain(entry.nick_name);
    }
  });

  it('lets the admin decrypt the banks with the demo private key; the table holds no clear value', async () => {
    expect(seeded.bankPrivateKeyFile).toBe(bankKeyFiles.privateKeyFile);
    const privateKey = fs.readFileSync(seeded.bankPrivateKeyFile, 'utf8');
    const admin = await as('admin');
    const all = (await admin.get('/api/bank/company/all')).body as Array<{
      company: string;
      nick_name: string;
      account_number: string;
    }>;
    const company = DEMO_COMPANIES[0]!;
    const clear = demoBanksOf(company).find((bank) => bank.nick_name === 'Operating account')!;
    const saved = all.find((bank) => bank.company === company.name && bank.nick_name === clear.nick_name)!;
    expect(await decryptBankField(privateKey, saved.account_number)).toBe(clear.account_number);
    const rows = await t.db.select().from(banks);
    expect(rows.length).toBe(DEMO_COMPANIES.flatMap(demoBanksOf).length);
    const clearValues = DEMO_COMPANIES.flatMap(demoBanksOf).flatMap((bank) => [
      bank.ada_routing_number,
      bank.account_number,
      bank.account_title,
    ]);
    const stored = JSON.stringify(
      rows.map((row) => [row.ada_routing_number, row.account_number, row.account_title]),
    );
    expect(clearValues.filter((value) => stored.includes(value))).toEqual([]);
  });

  it('has plates from the simulator for every machine over the last weeks', async () => {
    const machine = await as('machine');
    const end = Math.floor(Date.now() / 1000);
    for (const name of MACHINES) {
      const plates = await machine.post(`/api/milling/machine/${name}`, {
        machine: name,
        start: end - 14 * 86_400,
        end,
      });
      expect(plates.body.plates.length, name).toBeGreaterThan(50);
      expect((await machine.get(`/api/milling/machine/${name}`)).body.plate).not.toBeNull();
    }
  });

  it("has plates in feet whose last week lands near each machine's optimal weekly value (40–110 %)", async () => {
    const machine = await as('machine');
    const end = Math.floor(Date.now() / 1000);
    for (const name of MACHINES) {
      const week = await machine.post(`/api/milling/machine/${name}`, {
        machine: name,
        start: end - WEEK_SECONDS,
        end,
      });
      const share = plateValueStats(week.body.plates).value / optimalValue(WEEK_SECONDS, 'five-days');
      expect(share, name).toBeGreaterThanOrEqual(0.4);
      expect(share, name).toBeLessThanOrEqual(1.1);
    }
  });

  it('has a week of timers: the quoted-vs-actual report of the week and a job in production show actual time', async () => {
    const report = await staff.get(`/api/time-tracking/report?from=${addDays(today, -6)}&to=${today}`);
    expect(report.status).toBe(200);
    expect(report.body.rows.length).toBeGreaterThan(3);
    expect(report.body.rows.every((row: { actual_minutes: number }) => row.actual_minutes > 0)).toBe(true);
    const [timed] = await t.db
      .select({ quote_id: scheduleLines.quote_id })
      .from(scheduleLines)
      .innerJoin(taskTimers, eq(taskTimers.schedule_line_id, scheduleLines.id))
      .limit(1);
    const job = await staff.get(`/api/time-tracking/job/${timed!.quote_id}`);
    expect(job.body.totals.actual_minutes).toBeGreaterThan(0);
    // Plates cut for the jobs in production count as their machine time.
    const [plate] = await t.db
      .select({ quote_id: millingPlates.quote_id })
      .from(millingPlates)
      .where(isNotNull(millingPlates.quote_id))
      .limit(1);
    expect(plate).toBeDefined();
    const milled = await staff.get(`/api/time-tracking/job/${plate!.quote_id}`);
    expect(milled.body.processes.some((row: { process: string }) => row.process === 'Milling')).toBe(true);
  });

  it('adds nothing when it runs again', async () => {
    const before = await rowCounts();
    const again = await seedDemoShop(t.db, createLocalStorage(path.join(t.config.dataDir, 'files')), {
      timeZone: t.config.shopTimeZone,
      bankKeyFiles,
    });
    expect(again.created).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
