import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsSchema } from '@signshop/domain';
import { sessionKey, type Account } from '../../../platform/session.tsx';
import { bodyOf, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';
import { person, typeInto } from '../../../../test/user.ts';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Settings' });

afterEach(() => localStorage.clear());

describe('settings page', () => {
  it('lets a customer edit contact and shipping info, not the staff contact', async () => {
    renderApp('/account/settings', people.customer);
    await heading();
    expect(screen.getByRole('group', { name: 'Contact info' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Shipping info' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Staff contact info' })).toBeNull();
  });

  it('lets staff edit the staff contact info only', async () => {
    renderApp('/account/settings', people.staff);
    await heading();
    expect(screen.getByRole('group', { name: 'Staff contact info' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Contact info' })).toBeNull();
  });

  it('saves the settings and puts the saved account in the session at once', async () => {
    const saved: Account = {
      ...people.customer,
      settings: settingsSchema.parse({ excel_arrow_keys: true, quote_number_prefix: 'QQ' }),
    };
    const fetchMock = mockApi({ 'PUT /api/account/settings': { body: { account: saved } } });
    const { queryClient } = renderApp('/account/settings', people.customer);
    await heading();
    fireEvent.click(screen.getByLabelText(/Spreadsheet keys/));
    await typeInto(screen.getByLabelText('Quote number prefix'), 'QQ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(bodyOf(fetchMock, 0)).toMatchObject({
      settings: { excel_arrow_keys: true, quote_number_prefix: 'QQ' },
    });
    expect(queryClient.getQueryData(sessionKey)).toEqual(saved);
  });

  it('refuses to save an external stylesheet URL that is not http(s)', async () => {
    renderApp('/account/settings', people.customer);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add external stylesheet' }));
    await typeInto(screen.getByLabelText('External stylesheet name'), 'Remote');
    await typeInto(screen.getByLabelText('External stylesheet URL'), 'ftp://x/t.css');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    expect(
      screen.getAllByText('The stylesheet URL must start with http:// or https://.').length,
    ).toBeGreaterThan(0);
  });

  it('keeps rows per page in this browser', async () => {
    const user = person();
    renderApp('/account/settings', people.customer);
    await heading();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(localStorage.getItem('page_count')).toBe('50');
  });
});
