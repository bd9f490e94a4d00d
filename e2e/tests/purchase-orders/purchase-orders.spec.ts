import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDateMask, Role, shownPurchaseOrderNumber, todayJustDate } from '@signshop/domain';
import { PO_LISTS, PurchaseOrderPage } from '../../page-models/purchase-order-page.ts';
import path from 'node:path';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectBelow, expectWithinWidth, pageWidth, PHONE } from '../../support/phone-layout.ts';
import { SCREENSHOT_DIR } from '../../support/test-env.ts';

/** A tag in every name, so the test finds only what it made. */
const tag = `T${Date.now().toString(36).toUpperCase()}`;
const JOBS = [`Lobby ${tag}`, `Clinic ${tag}`];
const VENDOR = `Rowmark ${tag}`;
const ITEMS = [
  {
    itemNumber: 'RM-1',
    description: `Photoluminescent sheet ${tag}`,
    job: JOBS[0],
    quantity: '3',
    unitPrice: '41.50',
  },
  {
    itemNumber: 'RM-2',
    description: `Braille beads ${tag}`,
    job: JOBS[0],
    quantity: '2',
    unitPrice: '12.345',
  },
  { itemNumber: 'VN-9', description: `Vinyl roll ${tag}`, job: JOBS[1], quantity: '10', unitPrice: '1.99' },
];
// 3 × 41.50 = 124.50; 2 × 12.345 = 24.69; 10 × 1.99 = 19.90; sub 169.09; + 9.99 + 25 − 5 = 199.08
const LINE_TOTALS = ['$124.50', '$24.69', '$19.90'];

/** The whole page, for people to look at (the forms are longer than the window). */
async function screenshot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

let staff: TestUser;
let customer: TestUser;
test.beforeAll(async () => {
  staff = await createUser({ role: Role.Asante, company: 'Asante' });
  customer = await createUser({ role: Role.Customer });
});

async function seedJob(request: APIRequestContext, job_name: string) {
  const response = await request.post('/api/quote', {
    data: { quote: { job_name, quote_date: '2026-05-01', signs: [] } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quote: { id: number } }).quote.id;
}

interface SavedOrder {
  number: number;
  total: number;
  sub_total: number;
  order_date: string | null;
  delivery_date: string | null;
  items: { description: string; quote_id: number | null; job_name: string; line_total: number }[];
}

async function fetchOrder(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/purchase_order/purchase_order/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { purchase_order: SavedOrder }).purchase_order;
}

test('staff create a purchase order, order it, take delivery and find it at every step', async ({ page }) => {
  await signInAs(page, staff);
  const jobIds = [await seedJob(page.request, JOBS[0]!), await seedJob(page.request, JOBS[1]!)];
  const po = new PurchaseOrderPage(page);
  const today = formatDateMask(todayJustDate());

  await po.gotoNew();
  await page.getByLabel('Vendor Name').fill(VENDOR);
  await po.pickSuggestion(page.getByLabel('Terms'), 'Ne', 'Net 30');
  await po.pickSuggestion(page.getByLabel('Ship Via'), 'up', 'UPS');
  await page.getByLabel('Order By').fill('Pat');
  await page.getByLabel('Expected Order Date').fill('05042026');
  await page.getByLabel('Expected Delivery Date').fill('05182026');
  await page.getByLabel(/^(?!Vendor).* Shipping Address$/).fill('12 Sign Way\nSpringfield');
  await page.getByLabel('Vendor Shipping Address').fill('400 Plastics Rd\nDayton');
  for (const [index, item] of ITEMS.entries()) {
    if (index > 0) await po.addItem();
    await po.fillItem(index + 1, item);
  }
  await page.getByLabel('Sales Tax').fill('9.99');
  await page.getByLabel('Shipping Charge').fill('25');
  await page.getByLabel('Discount').fill('5');
  await page.getByLabel('Notes').fill('Deliver to the back dock.');
  for (const [index, total] of LINE_TOTALS.entries()) await expect(po.lineTotal(index + 1)).toHaveText(total);
  await expect(po.figure('Sub Total')).toHaveText('$169.09');
  await expect(po.figure('Order Total')).toHaveText('$199.08');
  await screenshot(page, 'purchase-order-new-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'purchase-order-new-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const id = await po.save();
  const number = shownPurchaseOrderNumber(id);
  expect(number).toBe(1_000_000 + id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Purchase Order ${number}`);
  await expect(po.figure('Order Total')).toHaveText('$199.08');
  const saved = await fetchOrder(page.request, id);
  expect(saved).toMatchObject({ number, sub_total: 169.09, total: 199.08, order_date: null });
  expect(saved.items.map((item) => [item.quote_id, item.job_name])).toEqual([
    [jobIds[0], JOBS[0]],
    [jobIds[0], JOBS[0]],
    [jobIds[1], JOBS[1]],
  ]);
  await screenshot(page, 'purchase-order-saved');

  // Step 1: ready to be ordered, then ordered today.
  await po.gotoList(PO_LISTS.toOrder);
  await po.searchVendor(tag);
  await expect(po.row(number)).toContainText(VENDOR);
  await expect(po.row(number)).toContainText('$199.08');
  await expect(po.row(number)).toContainText('05/04/2026');
  await screenshot(page, 'purchase-orders-to-be-ordered');
  await po.moveOn(number, 'Ordered');
  expect((await fetchOrder(page.request, id)).order_date).toBe(todayJustDate());

  // Step 2: ready to be delivered, then delivered today.
  await page.getByRole('link', { name: 'Open Purchase Orders Ready To Be Delivered' }).click();
  await po.searchVendor(tag);
  await expect(po.row(number)).toContainText(today);
  await expect(po.row(number)).toContainText('05/18/2026');
  await po.moveOn(number, 'Delivered');
  await expect(page.getByText('No purchase orders match this search')).toBeVisible();
  await screenshot(page, 'purchase-orders-to-be-delivered-empty');

  // Done: in the delivered list by default (delivered today is after the first of last month).
  await po.gotoList(PO_LISTS.delivered);
  await expect(po.row(number)).toContainText(VENDOR);
  await expect(po.row(number)).toContainText('$199.08');
  await screenshot(page, 'purchase-orders-delivered');
  // On a phone the order is a card: its number, total and PDF button within the screen's width.
  await page.setViewportSize(PHONE);
  expect(await pageWidth(page)).toBe(PHONE.width);
  const card = po.row(number);
  const pdf = card.getByRole('button', { name: `Download PDF ${number}` });
  await expectWithinWidth([card, card.locator('[data-label="Total"]'), pdf]);
  await expectBelow(pdf, card.getByRole('link', { name: String(number), exact: true }));
  await screenshot(page, 'purchase-orders-delivered-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  const delivered = await fetchOrder(page.request, id);
  expect(delivered).toMatchObject({
    order_date: todayJustDate(),
    delivery_date: todayJustDate(),
    total: 199.08,
  });

  // Its item is suggested on a new order by description.
  await po.gotoNew();
  const description = po.item(1).getByLabel('Description');
  await description.fill(`beads ${tag}`);
  await expect(page.getByRole('listbox', { name: 'Description' })).toBeVisible();
  await screenshot(page, 'purchase-order-description-suggestions');
  await page.getByRole('option', { name: new RegExp(`Braille beads ${tag}`) }).click();
  await expect(description).toHaveValue(`Braille beads ${tag}`);
  await expect(po.item(1).getByLabel('Item Number')).toHaveValue('RM-2');
  await expect(po.item(1).getByLabel('Unit Price')).toHaveValue('12.345');

  // The PDF, where the documents work has added its route.
  const made = await page.request.post(`/api/pdf/purchase_order/${id}`);
  if (made.status() === 404) {
    test
      .info()
      .annotations.push({ type: 'not yet', description: 'POST /api/pdf/purchase_order/{id} is not built' });
    return;
  }
  expect(made.ok(), await made.text()).toBe(true);
  const { id: fileId } = (await made.json()) as { id: string };
  const file = await page.request.get(`/api/file/onetimeuse/${fileId}/PurchaseOrder.pdf`);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.body())), {
    mergePages: true,
  });
  expect(text).toContain(String(number));
  expect(text).toContain('199.08');

  await page.goto(`/purchaseorder/${id}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(await popup).toHaveURL(/\/api\/file\/onetimeuse\/[^/]+\/PurchaseOrder\.pdf$/);
});

test('a customer is refused the purchase order pages', async ({ page }) => {
  await signInAs(page, customer);
  for (const path of ['/purchaseorder', '/purchaseorder/1', ...Object.values(PO_LISTS)]) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Purchase order' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Purchase orders' })).toHaveCount(0);
  }
  await screenshot(page, 'purchase-orders-customer-refused');
  expect((await page.request.post('/api/purchase_order/search/all', { data: { search: {} } })).status()).toBe(
    403,
  );
});
