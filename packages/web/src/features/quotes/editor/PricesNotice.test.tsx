import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteSchema, type SignType } from '@signshop/domain';
import { bodyOf, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';

const costs = { small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 };
const now: SignType = { id: 1, label: 'Raster', pdf_label: 'Raster', order_index: 5, inuse: true, ...costs };
const saved = (frozen: typeof costs) => ({
  ...quoteSchema.parse({
    id: 7,
    given_id: 'Q-7',
    job_name: 'Lobby',
    customer_name: 'Acme Signs',
    quote_date: '2026-11-03',
    signs: [{ given_id: 'A', type: 1, width: 10, height: 10, quantity: 2 }],
    total_price: 180,
    priced_processes: [{ id: 1, label: 'Raster', pdf_label: 'Raster', ...frozen }],
    prices_from: '2026-11-03',
  }),
  version: 3,
});

describe('the quote editor on a quote priced with older process costs', () => {
  it('says so with the date, prices with the frozen costs, and "Update prices" saves with update_prices', async () => {
    const quote = saved(costs);
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': {
        body: { types: [{ ...now, medium_size_cost: 1.8, large_size_cost: 1.4 }] },
      },
      'PUT /api/quote/7': { body: { quote: { ...quote, version: 4 } } },
    });
    renderApp('/quote/7', people.staff);
    expect(
      await screen.findByText('Prices from November 3, 2026; current process costs differ.'),
    ).toBeTruthy();
    // 100 sq in × 0.7 = $70.00 a sign at the frozen large-size cost (not $140.00 at today's 1.4).
    expect(screen.getAllByText('$70.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/quote/7' && init?.method === 'PUT'),
      ).toBe(true),
    );
    const put = fetchMock.mock.calls.findIndex(
      ([url, init]) => url === '/api/quote/7' && init?.method === 'PUT',
    );
    expect(bodyOf(fetchMock, put)).toMatchObject({ update_prices: true, version: 3, save_as: 'update' });
  });

  it('shows no notice when the current costs are the frozen ones', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote: saved(costs) } },
      'GET /api/quote/signtypes': { body: { types: [now] } },
    });
    renderApp('/quote/7', people.staff);
    expect(await screen.findByDisplayValue('Lobby')).toBeTruthy();
    expect(screen.queryByText(/current process costs differ/)).toBeNull();
  });
});
