import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';

// Raised in capitals, translated from its sentence-case wording "Room 101": one capital sign.
const ROOM_101 = '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁';
const WIDTH_WARNING =
  '§703.3.1 Braille line 1 needs 3.16 in: 2.41 in (10 cells at 0.241 in) + 0.75 in margins; sign 3 in wide';
const CAPITALS_WARNING =
  '§703.3.1 Braille line 1 writes ROOM in capitals; Braille uses capitals only to start a sentence and for proper nouns, initials and acronyms';

test('staff type ROOM 101 on a Raster Braille sign, see its Grade 2 cells and the width warning, save, and download the Tactile schedule', async ({
  page,
}) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Tac', company: 'Asante' });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await page.getByLabel('Job Name').fill('ADA Clinic');
  await page.getByLabel('Customer Name').fill('Tactile Clinic');
  await editor.fillSign('row 1', { width: '3', height: '4', quantity: '2', process: 'Raster Braille' });

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
  });
  await page.getByRole('button', { name: 'Braille row 1' }).click();
  const dialog = editor.dialog();
  await dialog.getByRole('textbox', { name: /^Tactile text \(/ }).pressSequentially('ROOM 101');
  await expect(dialog.getByLabel('Braille line 1')).toHaveText(ROOM_101);
  // The translator loads under the page's content security policy without a refused request.
  expect(consoleErrors).toEqual([]);
  const wording = dialog.getByLabel('Braille wording of line 1');
  await expect(wording).toHaveValue('Room 101');
  await expect(dialog.getByText(WIDTH_WARNING)).toBeVisible();
  await wording.fill('ROOM 101');
  await expect(dialog.getByText(CAPITALS_WARNING)).toBeVisible();
  await wording.fill('Room 101');
  await expect(dialog.getByText(CAPITALS_WARNING)).toHaveCount(0);
  await screenshot(page, 'tactile-01-dialog');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('button', { name: 'Braille row 1' }).locator('xpath=ancestor::tr');
  await expect(page.getByRole('button', { name: 'Braille row 1' })).toHaveText('⠃ ROOM 101');
  await expect(row.getByRole('status')).toContainText(WIDTH_WARNING);
  await screenshot(page, 'tactile-02-row-warning');

  await editor.save();
  await expect(page).toHaveURL(/\/quote\/\d+$/);
  const id = editor.quoteIdFromUrl();
  const saved = (await (await page.request.get(`/api/quote/${id}`)).json()) as {
    quote: { signs: { tactile: { lines: { text: string; wording: string; braille: string }[] } }[] };
  };
  expect(saved.quote.signs[0]!.tactile.lines).toEqual([
    { text: 'ROOM 101', wording: 'Room 101', braille: ROOM_101 },
  ]);

  await page.goto(`/job/${id}`);
  await page.getByRole('button', { name: 'Job Files' }).click();
  const link = page
    .locator('[aria-labelledby="job-file-menu"]')
    .getByRole('link', { name: 'Tactile Schedule' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(
    new RegExp(`^/api/pdf/tactileschedule/id/ADA%20Clinic-.+-tactile-schedule\\.pdf\\?id=${id}$`),
  );
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain('-tactile-schedule.pdf');
  await page.keyboard.press('Escape');

  await page.goto(`/quote/${id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Braille row 1' })).toBeVisible();
  await screenshot(page, 'tactile-03-phone-row');
  await page.getByRole('button', { name: 'Braille row 1' }).click();
  await expect(editor.dialog().getByLabel('Braille line 1')).toHaveText(ROOM_101);
  await screenshot(page, 'tactile-04-phone-dialog');
});
