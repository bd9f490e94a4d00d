import { expect, test, type Page } from '@playwright/test';
import { MISSING_PROCESS_MESSAGE, PDF_BEFORE_SAVE_MESSAGE, Role } from '@signshop/domain';
import { screenshot } from '../../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';

interface SavedQuote {
  id: number;
  job_name: string;
  customer_name: string;
  total_price: number;
  quote_sequence: number;
  is_shipped: boolean;
  signs: Array<{ given_id: string; subsigns: unknown[] }>;
}

async function fetchQuote(page: Page, id: number): Promise<SavedQuote> {
  const response = await page.request.get(`/api/quote/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { quote: SavedQuote }).quote;
}

async function setSettings(page: Page, changes: Record<string, unknown>) {
  const me = (await (await page.request.get('/api/account/me')).json()) as {
    account: { settings: Record<string, unknown> | null };
  };
  const response = await page.request.put('/api/account/settings', {
    data: { settings: { ...(me.account.settings ?? {}), ...changes } },
  });
  expect(response.ok()).toBe(true);
}

test('staff build the $704.64 example quote, see each validation message, save, revise and copy it', async ({
  page,
}) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Joh', company: 'Asante' });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await expect(page.getByLabel('Customer Name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff Contact Information' })).toBeVisible();
  await expect(editor.cell('Sign Type', 'row 1')).toHaveValue('A');

  await test.step('each validation message, word for word', async () => {
    await editor.saveExpecting(
      'The following fields in the signs table (row 1) must be a number: Width, Height',
    );
    await editor.fillSign('row 1', { width: '6', height: '4', quantity: '1.5' });
    await editor.saveExpecting('The following fields in the signs table (row 1) must be a number: Quantity');
    await editor.cell('Quantity', 'row 1').fill('10');
    await editor.saveExpecting(MISSING_PROCESS_MESSAGE, 'Yes');
    await expect(editor.cell('Process', 'row 1').locator('option:checked')).toHaveText('Other');
    await editor.saveExpecting('The quote needs a value in job name.');
    await page.getByLabel('Job Name').fill('Lobby Signs');
    await page.getByLabel('Shipping Cost').fill('abc');
    await editor.saveExpecting('The quote needs a numeric value in shipping cost.');
    await page.getByLabel('Shipping Cost').fill('25');
    await page.getByRole('button', { name: '+ Add Adjustment' }).click();
    await page.getByLabel('Adjustment 1 Percent').fill('five');
    await editor.saveExpecting('The quote needs a numeric value in the 1st adjustments for percent value.');
    await page.getByLabel('Adjustment 1 Percent').fill('5');
    await page.getByLabel('Adjustment 1 Dollar').fill('');
    await editor.saveExpecting('The quote needs a numeric value in the 1st adjustments for dollar value.');
    await page.getByLabel('Adjustment 1 Dollar').fill('0');
  });

  await test.step('three signs, a sub-part, add-ons, a custom add-on with calculator, adjustments, shipping', async () => {
    const customer = page.getByLabel('Customer Name');
    await customer.fill('Acme Hospital');
    const quoteNumber = await page.getByLabel('Quote Number').inputValue();
    expect(quoteNumber).toMatch(/^JOH\d{8}ACM$/);

    await page.getByRole('button', { name: '+ Add Sign' }).click();
    await expect(editor.cell('Sign Type', 'row 2')).toHaveValue('B');
    await editor.fillSign('row 2', { width: '8', height: '6', quantity: '3', process: 'Other' });
    await page.getByRole('button', { name: 'Add-ons row 2' }).click();
    await editor.dialog().getByLabel('Colors').selectOption({ label: 'Standard color' });
    await editor.dialog().getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Add-ons row 2' })).toHaveText('1 add-on');

    await page.getByRole('button', { name: 'Custom add-on row 2' }).click();
    await editor.dialog().getByLabel('Label').fill('Tactile paint');
    await editor.dialog().getByRole('button', { name: 'Square inch calculator for item 1' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(2);
    await editor.dialog().getByLabel('Calculator label 1').fill('Paint');
    await editor.dialog().getByLabel('Calculator value 1').fill('0.03');
    await editor.dialog().getByRole('button', { name: '+ Add Line' }).click();
    await editor.dialog().getByLabel('Calculator label 2').fill('Labour');
    await editor.dialog().getByLabel('Calculator value 2').fill('0.02');
    await expect(editor.dialog().getByTestId('calculator-total')).toHaveText('0.05');
    await screenshot(page, 'quote-editor-03-calculator');
    await editor.dialog().getByRole('button', { name: 'Use Total' }).click();
    await expect(editor.dialog().getByLabel('Square Inch Price')).toHaveValue('0.05');
    await editor.dialog().getByRole('textbox', { name: 'Unit Price' }).fill('2');
    await screenshot(page, 'quote-editor-02-custom-addon');
    await editor.dialog().getByRole('button', { name: 'Done' }).click();
    await expect(editor.cell('Unit Price', 'row 2')).toHaveText('$47.60');
    // The square-inch price shows three decimals, as add-on prices do.
    await expect(editor.cell('Sq Inch Price', 'row 2')).toHaveText(/^\$\d+\.\d{3}$/);

    await page.getByRole('button', { name: '+ Add Sign' }).click();
    await editor.fillSign('row 3', { width: '10', height: '10', quantity: '2', process: 'Other' });
    await page.getByRole('button', { name: 'Custom add-on row 3' }).click();
    await editor.dialog().getByRole('button', { name: 'Remove item 1' }).click();
    await editor.dialog().getByLabel('Percent Marked Up').fill('10');
    await editor.dialog().getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Add Sub Part to row 3' }).click();
    await expect(editor.cell('Sign Type', 'row 3.1')).toHaveValue('C-1');
    await editor.fillSign('row 3.1', { width: '3', height: '2', quantity: '1' });

    await page.getByRole('button', { name: '+ Add Adjustment' }).click();
    await page.getByLabel('Adjustment 2 Dollar').fill('-10');

    await expect(editor.cell('Total Price', 'row 1')).toHaveText('$300.00');
    await expect(editor.cell('Total Price', 'row 2')).toHaveText('$142.80');
    await expect(editor.cell('Total Price', 'row 3')).toHaveText('$214.00');
    await expect(editor.cell('Total Price', 'row 3.1')).toHaveText('$30.00');
    await expect(page.getByTestId('sign-count')).toHaveText('15');
    await expect(page.getByTestId('signs-total')).toHaveText('$656.80');
    await expect(editor.total()).toHaveText('$704.64');
    // At 1280 px the sign table, row buttons included, fits the page's column (no spill past it).
    const [table, section] = await Promise.all([
      page.locator('table.sign-table').boundingBox(),
      page.getByRole('region', { name: 'Signs' }).boundingBox(),
    ]);
    expect(table!.x + table!.width).toBeLessThanOrEqual(section!.x + section!.width + 1);
    await screenshot(page, 'quote-editor-01-built');
  });

  let id = 0;
  await test.step('save: the server total equals the screen, and survives a reload', async () => {
    await editor.save();
    await expect(page).toHaveURL(/\/quote\/\d+$/);
    id = editor.quoteIdFromUrl();
    const saved = await fetchQuote(page, id);
    expect(saved.total_price).toBe(704.64);
    expect(saved.customer_name).toBe('Acme Hospital');
    expect(saved.signs.map((s) => s.given_id)).toEqual(['A', 'B', 'C']);
    await page.reload();
    await expect(editor.total()).toHaveText('$704.64');
    await expect(editor.cell('Sign Type', 'row 3.1')).toHaveValue('C-1');
    await expect(page.getByRole('button', { name: 'Add-ons row 2' })).toHaveText('1 add-on');
    await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
    await screenshot(page, 'quote-editor-04-saved');
  });

  await test.step('a renamed job asks New Job or Revision; Revision keeps the id', async () => {
    await page.getByLabel('Job Name').fill('Lobby Signs Phase 2');
    await editor.save();
    await expect(editor.dialog().getByRole('button', { name: 'New Job' })).toBeVisible();
    await screenshot(page, 'quote-editor-05-new-job-or-revision');
    await editor.dialog().getByRole('button', { name: 'Update Current Job As Revision' }).click();
    await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
    expect(editor.quoteIdFromUrl()).toBe(id);
    const revised = await fetchQuote(page, id);
    expect(revised.quote_sequence).toBe(2);
    expect(revised.job_name).toBe('Lobby Signs Phase 2');
  });

  await test.step('New Job copies the quote into a new job', async () => {
    await page.getByLabel('Job Name').fill('Annex Signs');
    await editor.save();
    await editor.dialog().getByRole('button', { name: 'New Job' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/quote/${id}$`));
    await expect(page).toHaveURL(/\/quote\/\d+$/);
    const copy = await fetchQuote(page, editor.quoteIdFromUrl());
    expect(copy).toMatchObject({
      job_name: 'Annex Signs',
      quote_sequence: 1,
      is_shipped: false,
      total_price: 704.64,
    });
    expect((await fetchQuote(page, id)).job_name).toBe('Lobby Signs Phase 2');
  });

  await test.step('a save over someone else’s newer save shows why and keeps the typing', async () => {
    const other = await page.context().newPage();
    await other.goto(`/quote/${id}`);
    await page.goto(`/quote/${id}`);
    await expect(editor.total()).toHaveText('$704.64');
    await other.getByLabel('Additional Comments').fill('Changed elsewhere');
    await other.getByRole('button', { name: 'Save Quote' }).click();
    await expect(other.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
    await other.close();
    await page.getByLabel('Additional Comments').fill('My note');
    await editor.cell('Quantity', 'row 1').fill('11');
    await editor.saveExpecting(
      'Someone else saved this quote after you opened it. Reload it to see their changes, then make yours again.',
    );
    await expect(page.getByLabel('Additional Comments')).toHaveValue('My note');
    await expect(editor.cell('Quantity', 'row 1')).toHaveValue('11');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  });

  await test.step('a document asked for with unsaved changes needs a confirmation first', async () => {
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(editor.dialog().getByText(PDF_BEFORE_SAVE_MESSAGE, { exact: true })).toBeVisible();
    await editor.dialog().getByRole('button', { name: 'No' }).click();
    await page.getByRole('heading', { name: 'Shipping Information' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-editor-07-contacts');
  });

  await test.step('leaving with unsaved changes asks first', async () => {
    await page.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(editor.dialog().getByText(/unsaved changes/)).toBeVisible();
    await editor.dialog().getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`/quote/${id}$`));
  });
});

test('with excel_arrow_keys on, arrows and Enter move between sign cells', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante });
  await signInAs(page, staff);
  await setSettings(page, { excel_arrow_keys: true });
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await page.getByRole('button', { name: '+ Add Sign' }).click();
  await page.getByRole('button', { name: '+ Add Sign' }).click();
  await editor.cell('Width', 'row 1').fill('12');
  await editor.cell('Width', 'row 1').press('ArrowDown');
  await expect(editor.cell('Width', 'row 2')).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(editor.cell('Width', 'row 3')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(editor.cell('Height', 'row 3')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(editor.cell('Height', 'row 2')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(editor.cell('Width', 'row 2')).toBeFocused();
  await expect(editor.cell('Width', 'row 2')).toHaveValue('8');
  await expect(page).toHaveURL(/\/quote$/);
});

test('a customer gets the company as customer name, defaults from settings, and no staff fields', async ({
  page,
}) => {
  const customer = await createUser({ role: Role.Customer, company: 'Lopez Dental', firstName: 'Maria' });
  await signInAs(page, customer);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await expect(page.getByLabel('Customer Name')).toHaveCount(0);
  await expect(page.getByText('Lopez Dental', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff Contact Information' })).toHaveCount(0);
  await expect(page.locator('#quote-contact_info-first_name')).toHaveValue('Maria');
  await expect(page.locator('#quote-shipping_info-company')).toHaveValue('Lopez Dental');
  // A customer's new quote is numbered from their forced company from the start.
  await expect(page.getByLabel('Quote Number')).toHaveValue(/^MAR-\d{8}LOP$/);
  await page.getByLabel('Job Name').fill('Clinic Room Signs');
  await editor.fillSign('row 1', { width: '8', height: '8', quantity: '4', process: 'Laminate' });
  // Deleting a sign asks Yes / Cancel, as deleting a quote or a file does.
  await page.getByRole('button', { name: '+ Add Sign' }).click();
  await page.getByRole('button', { name: 'Delete row 2' }).click();
  await expect(editor.dialog().locator('.modal-footer').getByRole('button')).toHaveText(['Yes', 'Cancel']);
  await editor.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete row 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete row 2' }).click();
  await editor.dialog().getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Delete row 2' })).toHaveCount(0);
  await screenshot(page, 'quote-editor-06-customer');
  await editor.save();
  await expect(page).toHaveURL(/\/quote\/\d+$/);
  const saved = await fetchQuote(page, editor.quoteIdFromUrl());
  expect(saved.customer_name).toBe('Lopez Dental');
  expect(saved.total_price).toBeGreaterThan(0);
  await expect(editor.total()).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(saved.total_price),
  );
});

test('the Date field opens a date picker; choosing a day fills it as mm/dd/yyyy', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  const dateInput = page.getByLabel('Date', { exact: true });
  await expect(dateInput).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Pick a date for Date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toHaveCount(1);
  await screenshot(page, 'quote-editor-08-date-picker');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const day = calendar.getByRole('button', { name: /^[A-Z][a-z]+ 15, \d{4}$/ });
  const label = (await day.getAttribute('aria-label'))!;
  await day.click();
  await expect(calendar).toHaveCount(0);
  const picked = new Date(label);
  const mm = String(picked.getMonth() + 1).padStart(2, '0');
  const dd = String(picked.getDate()).padStart(2, '0');
  await expect(dateInput).toHaveValue(`${mm}/${dd}/${picked.getFullYear()}`);
});
