import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteSchema, type ApprovalRecord } from '@signshop/domain';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { typeInto } from '../../../test/user.ts';

const quote = {
  ...quoteSchema.parse({
    id: 7,
    given_id: 'Q-7',
    job_name: 'Lobby',
    customer_name: 'Acme Signs',
    quote_date: '2026-11-03',
    signs: [],
  }),
  version: 3,
};
const waiting: ApprovalRecord = {
  id: 1,
  kind: 'quote',
  state: 'waiting',
  quote_sequence: 1,
  revision: 1,
  fingerprint: 'f'.repeat(64),
  file_name: null,
  sent_to: 'pat@acme.test',
  sent_by: 'staff@shop.test',
  sent_at: '2026-11-03T10:00:00.000Z',
  expires_at: '2026-12-03T10:00:00.000Z',
  answer: null,
};

describe("the quote editor's approval line", () => {
  it('lets a customer of the company answer the waiting approval from the quote', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [] } },
      'GET /api/approval/quote/7': { body: { approvals: [waiting] } },
      'POST /api/approval/quote/7/answer': { body: { state: 'approved' } },
    });
    renderApp('/quote/7', people.customer);
    // The line shows '…' until the approvals arrive.
    await waitFor(() =>
      expect(screen.getByTestId('quote-approval').textContent).toContain(
        'Waiting: revision 1 sent to pat@acme.test',
      ),
    );
    // The answer form loads when there is a request to answer.
    await typeInto(await screen.findByLabelText('Your full name'), 'Pat Lee');
    fireEvent.click(screen.getByLabelText('I approve this quote as shown'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const answered = () =>
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/approval/quote/7/answer');
    await waitFor(() => expect(answered()).toBeTruthy());
    const posted = answered();
    expect(JSON.parse(String(posted![1]!.body))).toEqual({
      decision: 'approve',
      name: 'Pat Lee',
      confirm: true,
    });
  });

  it('offers staff Send for approval and no answer form', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [] } },
      'GET /api/approval/quote/7': { body: { approvals: [waiting] } },
    });
    renderApp('/quote/7', people.staff);
    expect(await screen.findByRole('button', { name: 'Send for approval' })).toBeTruthy();
    expect(screen.queryByLabelText('Your full name')).toBeNull();
  });

  it('says Expired, with the revision sent, once the waiting link has expired, and offers no answer form', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [] } },
      'GET /api/approval/quote/7': {
        body: { approvals: [{ ...waiting, id: 2, revision: 2, state: 'expired' }] },
      },
    });
    renderApp('/quote/7', people.customer);
    await waitFor(() =>
      expect(screen.getByTestId('quote-approval').textContent).toContain(
        'Expired: revision 2 sent to pat@acme.test',
      ),
    );
    expect(screen.queryByLabelText('Your full name')).toBeNull();
  });
});
