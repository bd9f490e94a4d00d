import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';

const GOAL = 'performance ≥ 95 (mobile), accessibility 100, best practices 100, CLS 0';
const COMPANY = 'Lighthouse Dental';
/** Each page's full report, for the details of a failing audit. */
const REPORTS = path.resolve(import.meta.dirname, '../../../.test-data/lighthouse');

interface Visit {
  page: string;
  /** The session cookie of the role that opens it; none: signed out. */
  cookie?: string;
}

/**
 * The pages Lighthouse scores, each opened by the role that uses it, on a small shop: a staff member's
 * quote for the customer's company, shipped so that it is an invoice to pay.
 */
async function preparePages(baseUrl: string, db: Parameters<typeof insertAccount>[0]): Promise<Visit[]> {
  const as = async (role: number, email: string) => {
    await insertAccount(db, { role, email, company: role === Role.Customer ? COMPANY : 'Asante' });
    return signIn(new ApiClient(baseUrl), email);
  };
  const staff = await as(Role.Asante, 'lighthouse-staff@example.com');
  const customer = await as(Role.Customer, 'lighthouse-customer@example.com');
  const machine = await as(Role.Machine, 'lighthouse-machine@example.com');
  const type = (await staff.get<{ types: Array<{ id: number }> }>('/api/quote/signtypes')).body.types[0]!.id;
  const signs = [
    {
      given_id: 'A',
      type,
      width: 24,
      height: 18,
      quantity: 2,
      subsigns: [{ given_id: 'A1', type, width: 6, height: 4 }],
    },
    { given_id: 'B', type, width: 10, height: 10, quantity: 1 },
  ];
  const created = await staff.post<{ quote: { id: number } }>('/api/quote', {
    quote: { job_name: 'Lobby', customer_name: COMPANY, quote_date: '2026-05-01', shipping_cost: 40, signs },
  });
  if (created.status !== 201) throw new Error(`could not create the quote: ${JSON.stringify(created.body)}`);
  const id = created.body.quote.id;
  await staff.put(`/api/quote/${id}`, { is_shipped: true, shipped_date: '2026-09-01' });
  return [
    { page: '/account/login' },
    { page: '/quotes', cookie: customer.cookie },
    { page: `/quote/${id}`, cookie: customer.cookie },
    { page: '/payment/makepayment', cookie: customer.cookie },
    { page: '/dailyschedule', cookie: staff.cookie },
    { page: '/machine', cookie: machine.cookie },
  ];
}

const ROLE_OF: Record<string, string> = {
  '/account/login': 'signed out',
  '/quotes': 'customer',
  '/payment/makepayment': 'customer',
  '/dailyschedule': 'staff',
  '/machine': 'machine',
};

const score = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value * 100)));

/**
 * Lighthouse (npm `lighthouse`, Debian's Chromium through chrome-launcher) on login, quote list,
 * editor, Make Payment, daily schedule and machine room, each as its role, with the mobile and the
 * desktop preset: performance, accessibility, best practices and CLS per page. Needs the built SPA.
 * The scores depend on the machine's load: the lead reruns it on a quiet machine for the figures.
 * Every report is kept in .test-data/lighthouse/ for the details of a failing audit.
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  const server = await startBenchServer({
    webDist: path.resolve(import.meta.dirname, '../../../packages/web/dist'),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: BenchRow[] = [];
  try {
    const visits = await preparePages(server.baseUrl, server.db);
    await fs.mkdir(REPORTS, { recursive: true });
    const presets: [string, Config | undefined][] = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ];
    for (const [preset, config] of presets) {
      for (const { page, cookie } of visits) {
        const result = await lighthouse(
          `${server.baseUrl}${page}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            extraHeaders: cookie ? { Cookie: cookie } : undefined,
          },
          config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no report for ${page}`);
        const name = `${preset}${page.replace(/\//g, '-')}.json`;
        await fs.writeFile(path.join(REPORTS, name), JSON.stringify(lhr, null, 1));
        const { performance, accessibility } = lhr.categories;
        const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
        const failed = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score === 0 &&
              ['accessibility', 'best-practices'].some((c) =>
                lhr.categories[c]?.auditRefs.some((ref) => ref.id === audit.id),
              ),
          )
          .map((audit) => audit.id);
        rows.push({
          scenario: `Lighthouse ${preset}: ${page.replace(/\/\d+$/, '/{id}')} (${ROLE_OF[page] ?? 'customer'})`,
          metric: 'performance / accessibility / best practices / CLS',
          value: `${score(performance?.score)} / ${score(accessibility?.score)} / ${score(lhr.categories['best-practices']?.score)} / ${cls === undefined ? '—' : cls.toFixed(3)}${failed.length ? ` (failing: ${failed.join(', ')})` : ''}`,
          goal: GOAL,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
