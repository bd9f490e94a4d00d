import { expect, test, type Page } from '@playwright/test';
import {
  formatMoney,
  fromCents,
  priceQuote,
  priceSign,
  processLookup,
  type Addon,
  type SignAddon,
  type SignType,
} from '@signshop/domain';
import { AdminAddonsPage } from '../../page-models/sign-types-page.ts';
import { screenshot } from '../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../page-models/quote-editor-page.ts';
import { signInAs } from '../../support/accounts.ts';
import { ADMIN } from '../../support/test-env.ts';

const ADDONS_FIRST = 'You must delete all addons first. We want to make sure you actually want to do this';

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const processes = async (page: Page) =>
  (await getJson<{ types: SignType[] }>(page, '/api/quote/signtypes')).types;
const processNamed = async (page: Page, label: string) => {
  const found = (await processes(page)).find((type) => type.label === label);
  if (!found) throw new Error(`no process ${label}`);
  return found;
};

/** Three signs, one per price tier (small below the minimum, medium, large), with a chosen add-on. */
function signsFor(typeId: number, addon: SignAddon) {
  return [
    { type: typeId, width: 5, height: 5, quantity: 2, addons: [addon] },
    { type: typeId, width: 8, height: 6, quantity: 1, addons: [] },
    { type: typeId, width: 12, height: 10, quantity: 3, addons: [addon] },
  ];
}

async function saveQuote(page: Page, jobName: string, signs: ReturnType<typeof signsFor>) {
  const response = await page.request.post('/api/quote', {
    data: { quote: { job_name: jobName, quote_date: '2025-03-14', signs } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quote: { id: number; total_price: number } }).quote;
}

const expectedTotal = (process: SignType, signs: ReturnType<typeof signsFor>) =>
  fromCents(priceQuote({ signs }, processLookup([process])).totalCents);

test('the admin builds a process with costs, headers and add-ons, prices quotes with it, retires and deletes', async ({
  page,
}) => {
  const editor = new AdminAddonsPage(page);
  const label = 'Photoluminescent E2E';
  await signInAs(page, ADMIN);
  await editor.open();
  await screenshot(page, 'admin-addons-00-list');

  await test.step('a new process with its three costs', async () => {
    await editor.newProcess(label);
    await editor.setCosts(label, { minimum: '40', squareInch: '1.2', large: '1', orderIndex: '95' });
    await editor.saveProcess(label);
    expect(await processNamed(page, label)).toMatchObject({
      small_size_cost: 40,
      medium_size_cost: 1.2,
      large_size_cost: 1,
      order_index: 95,
      inuse: true,
    });
  });

  await test.step('header groups and add-ons with options; rows start local (New), become saved (Update)', async () => {
    await editor.newHeader(label, 'Frames');
    const frame = editor.addon(label, 'Frames', 1);
    await expect(frame.getByText('Not saved yet')).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Delete Frames add-on 1' })).toBeDisabled();
    await editor.fillOption(frame, 'Frames add-on 1', 1, 1, {
      label: 'Aluminum frame',
      squareInchPrice: '0.1',
      unitPrice: '15',
    });
    // The PDF label through the text-entry popup: Shift+Enter is a newline, Enter submits.
    await frame
      .getByRole('button', { name: 'Edit PDF Label for Frames add-on 1 option 1.1 in a larger box' })
      .click();
    const popup = editor.dialog().getByRole('textbox');
    await popup.fill('Brushed aluminum frame');
    await popup.press('Shift+Enter');
    await popup.pressSequentially('1/2 inch profile');
    await expect(editor.dialog()).toBeVisible();
    await screenshot(page, 'admin-addons-01-text-popup');
    await popup.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(frame.getByLabel('PDF Label for Frames add-on 1 option 1.1', { exact: true })).toHaveValue(
      'Brushed aluminum frame\n1/2 inch profile',
    );
    await frame.getByRole('button', { name: 'Add option to group 1 of Frames add-on 1' }).click();
    await editor.fillOption(frame, 'Frames add-on 1', 1, 2, {
      label: 'Wood frame',
      pdfLabel: 'Oak frame',
      squareInchPrice: '0.2',
      unitPrice: '25',
    });
    await editor.create(frame, 'Frames add-on 1');
    await expect(frame.getByRole('button', { name: 'Delete Frames add-on 1' })).toBeEnabled();

    await editor.header(label, 'Frames').getByRole('button', { name: 'New add-on under Frames' }).click();
    const tape = editor.addon(label, 'Frames', 2);
    await editor.fillOption(tape, 'Frames add-on 2', 1, 1, { label: 'Mounting tape', unitPrice: '3' });
    await editor.create(tape, 'Frames add-on 2');

    await editor.newHeader(label, 'Glow paint');
    const paint = editor.addon(label, 'Glow paint', 1);
    await editor.fillOption(paint, 'Glow paint add-on 1', 1, 1, {
      label: 'Green glow',
      pdfLabel: 'Green photoluminescent paint',
      squareInchPrice: '0.05',
      unitPrice: '2',
    });
    await paint.getByRole('button', { name: 'Add option group to Glow paint add-on 1' }).click();
    await editor.fillOption(paint, 'Glow paint add-on 1', 2, 1, {
      label: 'Extra coat',
      squareInchPrice: '0.02',
    });
    await editor.create(paint, 'Glow paint add-on 1');
  });

  const typeId = (await processNamed(page, label)).id;

  await test.step('reorder the headers', async () => {
    const headers = editor.block(label).getByRole('region', { name: /^Header / });
    await expect(headers).toHaveCount(2);
    expect(await headers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Header Frames',
      'Header Glow paint',
    ]);
    const question = await editor.moveHeader(label, 'Glow paint', '0.5');
    expect(question).toContain('to order 0.5');
    await expect(headers.first()).toHaveAttribute('aria-label', 'Header Glow paint');
    await screenshot(page, 'admin-addons-02-process-with-addons');

    const { addons } = await getJson<{ addons: Addon[] }>(page, `/api/quote/addons/${typeId}`);
    const mine = addons.filter((addon) => addon.type_id === typeId);
    expect(mine.map((addon) => [addon.cost_label, addon.cost_order_index])).toEqual([
      ['Glow paint', 0.5],
      ['Frames', 1],
      ['Frames', 1],
    ]);
    expect(mine[0]!.options).toEqual([
      [
        {
          label: 'Green glow',
          pdf_label: 'Green photoluminescent paint',
          square_inch_price: 0.05,
          unit_price: 2,
        },
      ],
      [{ label: 'Extra coat', pdf_label: '', square_inch_price: 0.02, unit_price: 0 }],
    ]);
    expect(mine[1]!.options[0]!.map((option) => option.label)).toEqual(['Aluminum frame', 'Wood frame']);
  });

  const { addons } = await getJson<{ addons: Addon[] }>(page, `/api/quote/addons/${typeId}`);
  const frames = addons.find((addon) => addon.options[0]?.[1]?.label === 'Wood frame')!;
  const wood = { id: frames.id, cost_label: frames.cost_label, ...frames.options[0]![1]! };
  const signs = signsFor(typeId, wood);
  let firstQuote = { id: 0, total_price: 0 };

  await test.step('a quote priced with the process follows its costs', async () => {
    const process = await processNamed(page, label);
    firstQuote = await saveQuote(page, 'Glow exit signs', signs);
    expect(firstQuote.total_price).toBe(expectedTotal(process, signs));
    expect(firstQuote.total_price).toBeGreaterThan(0);
  });

  await test.step('a changed cost reaches newly saved quotes; the old quote keeps its price', async () => {
    await editor.setCosts(label, { squareInch: '1.5', large: '1.25' });
    await editor.saveProcess(label);
    const process = await processNamed(page, label);
    expect(process.medium_size_cost).toBe(1.5);
    const second = await saveQuote(page, 'Glow exit signs, repriced', signs);
    expect(second.total_price).toBe(expectedTotal(process, signs));
    expect(second.total_price).toBeGreaterThan(firstQuote.total_price);
    const old = await getJson<{ quote: { total_price: number } }>(page, `/api/quote/${firstQuote.id}`);
    expect(old.quote.total_price).toBe(firstQuote.total_price);
  });

  await test.step('the quote editor prices a new sign with the process as it now costs', async () => {
    const process = await processNamed(page, label);
    // A page of its own, so leaving the unsaved quote asks nothing of the admin page.
    const editorPage = await page.context().newPage();
    const quoteEditor = new QuoteEditorPage(editorPage);
    await quoteEditor.openNew();
    await quoteEditor.fillSign('row 1', { width: '12', height: '10', quantity: '3', process: label });
    const price = priceSign(
      { type: process.id, width: 12, height: 10, quantity: 3 },
      processLookup([process]),
    );
    await expect(editorPage.getByLabel('Unit Price row 1', { exact: true })).toHaveText(
      formatMoney(fromCents(price.unitPriceCents)),
    );
    await expect(editorPage.getByLabel('Total Price row 1', { exact: true })).toHaveText(
      formatMoney(fromCents(price.totalCents)),
    );
    await screenshot(editorPage, 'admin-addons-02b-editor-prices');
    await editorPage.close();
  });

  await test.step('retire the process: listed with inuse false, Outdated on the old quote', async () => {
    await editor.field(label, 'In Use').uncheck();
    await editor.saveProcess(label);
    await expect(editor.block(label).getByText('Outdated', { exact: true })).toBeVisible();
    expect((await processNamed(page, label)).inuse).toBe(false);

    await page.goto(`/quote/${firstQuote.id}`);
    const process = page.getByLabel('Process row 1', { exact: true });
    await expect(process.locator('option:checked')).toHaveText(`${label} Outdated`);
    await screenshot(page, 'admin-addons-03-old-quote-outdated');
    await editor.open();
    await editor.expand(label);
  });

  await test.step('deleting is refused while add-ons exist, then while a saved quote uses it', async () => {
    await editor.deleteProcess(label);
    const refusal = page.getByRole('dialog', { name: 'Error' });
    await expect(refusal).toContainText(ADDONS_FIRST);
    await screenshot(page, 'admin-addons-04-delete-addons-first');
    await refusal.getByRole('button', { name: 'Ok' }).click();
    const api = await page.request.delete(`/api/admin/signtype/${typeId}`);
    expect(api.status()).toBe(409);
    expect(((await api.json()) as { err: string }).err).toBe(ADDONS_FIRST);

    for (let left = 3; left > 0; left -= 1) {
      const header = left > 2 ? 'Glow paint' : 'Frames';
      const row = editor.addon(label, header, 1);
      await row.getByRole('button', { name: `Delete ${header} add-on 1`, exact: true }).click();
      expect(await editor.answer('Are you sure?', 'Yes')).toContain('with all its option groups');
      await expect(editor.block(label).getByRole('group', { name: / add-on \d+$/ })).toHaveCount(left - 1);
    }
    await expect(editor.block(label).getByText(/No add-ons yet/)).toBeVisible();

    await editor.deleteProcess(label);
    for (let step = 1; step <= 5; step += 1) await editor.answer(`Delete process (${step} of 5)`, 'Yes');
    const used = page.getByRole('dialog', { name: 'Error' });
    await expect(used).toContainText('2 saved quote(s) use this process. Untick In Use to retire it instead');
    await screenshot(page, 'admin-addons-05-used-by-quotes');
    await used.getByRole('button', { name: 'Ok' }).click();
    expect((await processNamed(page, label)).inuse).toBe(false);
  });

  await test.step('an unused process goes after five escalating confirmations', async () => {
    const spare = 'Etched Brass E2E';
    await editor.newProcess(spare);
    await editor.deleteProcess(spare);
    const messages: string[] = [];
    messages.push(await editor.answer('Delete process (1 of 5)', 'Yes'));
    messages.push(await editor.answer('Delete process (2 of 5)', 'Cancel'));
    await expect(editor.block(spare)).toBeVisible();

    await editor.deleteProcess(spare);
    for (let step = 1; step <= 5; step += 1) {
      if (step === 3) await screenshot(page, 'admin-addons-06-delete-confirmation');
      messages.push(await editor.answer(`Delete process (${step} of 5)`, 'Yes'));
    }
    await expect(editor.block(spare)).toHaveCount(0);
    expect(new Set(messages.slice(2)).size).toBe(5);
    expect(messages[2]).toBe(`Delete the process "${spare}"?`);
    expect((await processes(page)).some((type) => type.label === spare)).toBe(false);
  });
});

test('the editor at phone width, and its All group', async ({ page }) => {
  const editor = new AdminAddonsPage(page);
  await signInAs(page, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await editor.open();
  await editor.expand('All');
  await editor.newHeader('All', 'Phone fixings');
  const row = editor.addon('All', 'Phone fixings', 1);
  await editor.fillOption(row, 'Phone fixings add-on 1', 1, 1, { label: 'Stand-offs', unitPrice: '12' });
  await editor.create(row, 'Phone fixings add-on 1');
  await page.getByRole('button', { name: '+ New Process' }).click();
  await editor.submitPopup('Phone Process E2E');
  await editor.setCosts('Phone Process E2E', { minimum: '25', squareInch: '0.9' });
  await editor.saveProcess('Phone Process E2E');
  await editor.block('Phone Process E2E').scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-addons-07-phone-process');
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-addons-08-phone-addon');
  const { addons } = await getJson<{ addons: Addon[] }>(page, '/api/quote/alladdons');
  expect(addons.find((addon) => addon.cost_label === 'Phone fixings')).toMatchObject({
    type_id: null,
    options: [[{ label: 'Stand-offs', pdf_label: '', square_inch_price: 0, unit_price: 12 }]],
  });
});
