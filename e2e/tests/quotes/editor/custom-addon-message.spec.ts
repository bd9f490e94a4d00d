import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';
import { PHONE } from '../../../support/phone-layout.ts';

const MESSAGE =
  'The following fields in the signs table (row 1) must be a number: Custom Add-on 1 Square Inch Price';

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', PHONE],
] as const) {
  test(`at ${name} px a custom add-on's bad price is named once, as labelled, and nothing is sent`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, await createUser({ role: Role.Asante, firstName: 'Max', company: 'Asante' }));
    const editor = new QuoteEditorPage(page);
    await editor.openNew();
    await page.getByLabel('Customer Name').fill('Harbor Clinic');
    await page.getByLabel('Job Name').fill('Lobby');
    await editor.fillSign('row 1', { width: '8', height: '6', quantity: '1', process: 'Other' });
    await page.getByRole('button', { name: 'Custom add-on row 1' }).click();
    await editor.dialog().getByLabel('Label').fill('Gold leaf');
    await editor.dialog().getByRole('textbox', { name: 'Square Inch Price' }).fill('1..5');
    await expect(editor.dialog().getByRole('textbox', { name: 'Square Inch Price' })).toHaveClass(
      /is-invalid/,
    );
    await editor.dialog().getByRole('button', { name: 'Done' }).click();

    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/quote\/?(\d+)?$/.test(new URL(request.url()).pathname) && request.method() !== 'GET')
        sent.push(`${request.method()} ${request.url()}`);
    });
    await editor.save();
    const dialog = editor.dialog();
    await expect(dialog.getByText(MESSAGE, { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText('No Size');
    expect(((await dialog.textContent()) ?? '').split('Square Inch Price').length - 1).toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
    await screenshot(page, `messages-custom-addon-${name}`);
    await page.screenshot({ path: `/tmp/shots-messages/custom-addon-${name}.png` });
    await dialog.getByRole('button', { name: 'Ok', exact: true }).click();
    expect(sent).toEqual([]);
  });
}
