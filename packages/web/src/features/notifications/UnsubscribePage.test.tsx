import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const link = '/api/notifications/unsubscribe/tok.en';
const shown = {
  shop_name: 'Riverside Sign Co.',
  email: 'pat@client.test',
  event: 'shipped',
  label: 'Shipped',
  unsubscribed_at: null,
};

describe('UnsubscribePage', () => {
  it('asks before it stops the mails, signed out, and says when they are stopped', async () => {
    const fetchMock = mockApi({
      [`GET ${link}`]: { body: shown },
      [`POST ${link}`]: { body: { ...shown, unsubscribed_at: '2026-11-28T08:00:00.000Z' } },
    });
    renderApp('/unsubscribe/tok.en', null);
    expect(await screen.findByText('Stop the “Shipped” mails to pat@client.test?')).toBeTruthy();
    // No session: the page frame names the shop the mail came from, as the link's reply says.
    expect(screen.getByRole('contentinfo').textContent).toMatch(/Riverside Sign Co\.$/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('pat@client.test gets no more “Shipped” mails.')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  });

  it('says a link was used already, and what a link the shop did not make is', async () => {
    mockApi({ [`GET ${link}`]: { body: { ...shown, unsubscribed_at: '2026-11-27T08:00:00.000Z' } } });
    const first = renderApp('/unsubscribe/tok.en', null);
    expect(await screen.findByText('pat@client.test gets no more “Shipped” mails.')).toBeTruthy();
    first.unmount();
    mockApi({
      'GET /api/notifications/unsubscribe/forged': {
        status: 404,
        body: { err: 'This unsubscribe link is not valid.' },
      },
    });
    renderApp('/unsubscribe/forged', null);
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
  });
});
