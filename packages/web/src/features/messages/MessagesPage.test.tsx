import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { readLocalPageCount } from '../../platform/paging/local-page-count.ts';

const settings = {
  days_before_due: [7],
  on_due_date: true,
  every_days_overdue: 7,
  monthly_statements: true,
  approval_expiry_reminders: true,
};
const message = {
  id: 5,
  kind: 'payment_reminder',
  occasion: 'payment_reminder:12:due:2026-11-27',
  quote_id: 12,
  given_id: 'PAT11012026ACM',
  company: 'Acme Signs',
  to_address: 'ap@acme.test',
  subject: 'Invoice PAT11012026ACM is due on November 27, 2026',
  status: 'failed',
  attempts: 2,
  last_error: 'Message failed: 450 mailbox busy',
  resent_by_name: null,
  created_at: '2026-11-27T16:00:00.000Z',
  sent_at: null,
};

describe('MessagesPage', () => {
  it('saves the reminder settings, lists the messages with their job and error, filters, and resends', async () => {
    const pageCount = readLocalPageCount();
    const fetchMock = mockApi({
      'GET /api/admin/reminders': { body: { settings, updated_at: '2026-11-27T16:00:00.000Z' } },
      'PUT /api/admin/reminders': { body: { settings, updated_at: '2026-11-27T17:00:00.000Z' } },
      [`GET /api/messages?page=0&page_count=${pageCount}`]: { body: { messages: [message], count: 1 } },
      [`GET /api/messages?page=0&page_count=${pageCount}&kind=statement`]: {
        body: { messages: [], count: 0 },
      },
      'POST /api/messages/5/resend': { body: { message: { ...message, status: 'sent', attempts: 3 } } },
    });
    renderApp('/messages', people.admin);

    const days = await screen.findByLabelText('Days before the due date');
    fireEvent.change(days, { target: { value: '10, 3' } });
    fireEvent.change(screen.getByLabelText('Every N days overdue'), { target: { value: '14' } });
    fireEvent.click(screen.getByLabelText('On the due date'));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/admin/reminders')).toContainEqual({
        ...settings,
        days_before_due: [10, 3],
        on_due_date: false,
        every_days_overdue: 14,
      }),
    );
    fireEvent.change(screen.getByLabelText('Days before the due date'), { target: { value: 'seven' } });
    expect(screen.getByRole('button', { name: 'Save reminder settings' })).toHaveProperty('disabled', true);

    const row = (await screen.findByText(message.subject)).closest('tr')!;
    expect(within(row).getByText('Payment reminder')).toBeTruthy();
    expect(within(row).getByText('Message failed: 450 mailbox busy')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'PAT11012026ACM' }).getAttribute('href')).toBe('/job/12');
    fireEvent.click(within(row).getByRole('button', { name: `Resend ${message.subject} to ap@acme.test` }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/messages/5/resend'),
    );

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'statement' } });
    expect(await screen.findByText('No messages.')).toBeTruthy();
  });
});
