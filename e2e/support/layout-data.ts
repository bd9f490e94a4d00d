import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { createUser, signInAs, type TestUser } from './accounts.ts';
import { ADMIN, BASE_URL } from './test-env.ts';

/**
 * A staff member's saved quote of two signs, the first with a sub-part: what the layout tests
 * (steady loading, phone cards) open in the editor.
 */
export async function seedTwoSignQuote(page: Page): Promise<{ staff: TestUser; quoteId: number }> {
  const staff = await createUser({ role: Role.Asante, firstName: 'Lay', company: 'Asante' });
  await signInAs(page, staff);
  const types = await page.request.get('/api/quote/signtypes');
  const [process] = ((await types.json()) as { types: { id: number }[] }).types;
  expect(process, 'a sign type to quote with').toBeDefined();
  const saved = await page.request.post('/api/quote', {
    data: {
      quote: {
        job_name: 'Lobby wayfinding',
        customer_name: 'Acme Signs',
        quote_date: '2026-11-03',
        signs: [
          {
            given_id: 'A',
            type: process!.id,
            width: 24,
            height: 18,
            quantity: 2,
            subsigns: [{ given_id: 'A1', type: process!.id, width: 6, height: 4, quantity: 2 }],
          },
          { given_id: 'B', type: process!.id, width: 10, height: 10, quantity: 1 },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { staff, quoteId: ((await saved.json()) as { quote: { id: number } }).quote.id };
}

/** A quote of no signs billed `shipping_cost`, quoted 05/01/2026 and shipped 09/01/2026 by the admin: an invoice. */
export async function shipInvoice(
  admin: APIRequestContext,
  quote: { given_id: string; job_name: string; customer_name: string; shipping_cost: number },
): Promise<number> {
  const created = await admin.post('/api/quote', {
    data: { quote: { ...quote, quote_date: '2026-05-01', signs: [] } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { quote: saved } = (await created.json()) as { quote: { id: number } };
  const shipped = await admin.put(`/api/quote/${saved.id}`, {
    data: { is_shipped: true, shipped_date: '2026-09-01' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  return saved.id;
}

/** A verified customer whose company has three shipped invoices (shipping only), signed in on the page. */
export async function seedCustomerWithInvoices(page: Page): Promise<TestUser> {
  const tag = `L${Date.now().toString(36).toUpperCase()}`;
  const company = `Layout Dental ${tag}`;
  const customer = await createUser({ role: Role.Customer, company, firstName: 'Lay' });
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await admin.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  for (const [index, amount] of [120, 480.5, 1999.99].entries())
    await shipInvoice(admin, {
      given_id: `${tag}-${index + 1}`,
      job_name: `Clinic signage ${index + 1}`,
      customer_name: company,
      shipping_cost: amount,
    });
  await admin.dispose();
  await signInAs(page, customer);
  return customer;
}

/**
 * Holds every API answer back a little, as a slow network would, so the loading placeholders are
 * painted before the data arrives whatever the speed of the machine.
 */
export async function slowApi(page: Page, delayMs = 400): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Sums the page's layout shifts not caused by input (the CLS a visitor sees while the page loads),
 * from the first paint on. Call before the page is opened.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  // A script (the e2e project has no DOM types): it runs in the page before the app's own scripts.
  await page.addInitScript({
    content: `window.__layoutShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });`,
  });
  return async () => (await page.evaluate('window.__layoutShifts')) as number;
}
