import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decryptBankField } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { makeBankKeys, showErrorsInDialog } from '../../../test/fixtures/billing.ts';
import { typeInto } from '../../../test/user.ts';

const saved = [
  { id: 1, nick_name: 'Operating' },
  { id: 2, nick_name: 'Payroll' },
];
const type = (label: string, value: string) => typeInto(screen.getByLabelText(label), value);
const bankNames = () =>
  within(screen.getByRole('list', { name: 'Saved banks' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/bank/' && init?.method === 'POST');

async function fillBank() {
  await screen.findByRole('list', { name: 'Saved banks' });
  await type('Nick Name', 'Savings');
  await type('ADA Routing Number', '021000021');
  await type('Account Number', '123456789012');
  await type('Account Title', 'Ann Signs LLC');
  fireEvent.click(screen.getByRole('button', { name: 'Add Bank' }));
}

describe('BanksPage', () => {
  it('does not send a bank with empty fields: each empty field says so, and the message goes once it is filled', async () => {
    const fetchMock = mockApi({ 'GET /api/bank/': { body: saved } });
    renderApp('/payment/edit', people.customer);
    await screen.findByRole('list', { name: 'Saved banks' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Bank' }));
    for (const label of ['Nick Name', 'ADA Routing Number', 'Account Number', 'Account Title']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(`${label} is required.`)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Nick Name'));
    await type('Nick Name', 'Savings');
    await type('Account Number', '1');
    expect(screen.queryByText('Nick Name is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Bank' }));
    expect(screen.getByText('ADA Routing Number is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('ADA Routing Number'));
    expect(posts(fetchMock)).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/bank/public_key')).toHaveLength(0);
  });

  it('encrypts the three private fields in the browser before adding a bank', async () => {
    const keys = await makeBankKeys();
    const fetchMock = mockApi({
      'GET /api/bank/': { body: saved },
      'GET /api/bank/public_key': { body: { public_key: keys.publicPem } },
      'POST /api/bank/': { body: { id: 3, nick_name: 'Savings' } },
    });
    renderApp('/payment/edit', people.customer);
    await fillBank();
    await waitFor(() => expect(bankNames()).toEqual(['Operating', 'Payroll', 'Savings']));
    const [, init] = posts(fetchMock)[0]!;
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body.nick_name).toBe('Savings');
    expect(String(init?.body)).not.toMatch(/021000021|123456789012|Ann Signs LLC/);
    expect(await decryptBankField(keys.privatePem, body.ada_routing_number!)).toBe('021000021');
    expect(await decryptBankField(keys.privatePem, body.account_number!)).toBe('123456789012');
    expect(await decryptBankField(keys.privatePem, body.account_title!)).toBe('Ann Signs LLC');
    expect(screen.getByLabelText<HTMLInputElement>('Account Number').value).toBe('');
  });

  it("shows the server's message and sends nothing when the shop has no key yet", async () => {
    showErrorsInDialog();
    const message = 'Bank accounts cannot be saved yet: an administrator must run npm run keys:bank.';
    const fetchMock = mockApi({
      'GET /api/bank/': { body: saved },
      'GET /api/bank/public_key': { status: 503, body: { err: message, code: 'UNAVAILABLE' } },
    });
    renderApp('/payment/edit', people.customer);
    await fillBank();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(message);
    expect(posts(fetchMock)).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Nick Name').value).toBe('Savings');
  });

  it('deletes a bank after confirmation; a failed delete shows the error and the row stays gone', async () => {
    showErrorsInDialog();
    const fetchMock = mockApi({
      'GET /api/bank/': { body: saved },
      'DELETE /api/bank/1': { body: { id: 1 } },
      'DELETE /api/bank/2': { status: 404, body: { err: 'That bank was not found.' } },
    });
    renderApp('/payment/edit', people.customer);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Operating' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete bank' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bankNames()).toEqual(['Payroll']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete bank' })).getByRole('button', { name: 'Yes' }),
    );
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'That bank was not found.',
    );
    expect(screen.getByText(/No banks yet/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(2);
  });

  it('asks before deleting and keeps the bank on Cancel', async () => {
    const fetchMock = mockApi({ 'GET /api/bank/': { body: saved } });
    renderApp('/payment/edit', people.customer);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Payroll' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete bank' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bankNames()).toEqual(['Operating', 'Payroll']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
