import type { Sign } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// Custom add-ons saved before Jan 2022 kept two price lists; a quote read today shows them as items.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/quote/{id}: custom add-ons stored in the old form', () => {
  it('answers them as the current items, the square-inch and unit lines of one label merged', async () => {
    const staff = await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' });
    const oldAddons = {
      square_inch_prices: [{ label: 'Gold leaf', price: '0.25' }],
      unit_prices: [
        { label: 'Gold leaf', price: 4 },
        { label: 'Standoffs', value: 2.5 },
      ],
      percent_marked_up: 10,
      description: 'Lobby letters',
    };
    const sign = { given_id: 'A', width: 10, height: 10, quantity: 1, custom_addons: oldAddons };
    const quote = await insertQuote(t.db, { signs: [sign as unknown as Sign] });
    const client = await signIn(t.client(), staff.email);

    const reply = await client.get<{ quote: { signs: Sign[] } }>(`/api/quote/${quote.id}`);

    expect(reply.status).toBe(200);
    const addons = reply.body.quote.signs[0]!.custom_addons!;
    expect(addons.items).toEqual([
      { label: 'Gold leaf', square_inch_price_no_size: 0.25, square_inch_price: 0.25, unit_price: 4 },
      { label: 'Standoffs', square_inch_price_no_size: 0, square_inch_price: 0, unit_price: 2.5 },
    ]);
    expect(addons).toMatchObject({
      percent_marked_up: 10,
      description: 'Lobby letters',
      updated_to_jan_2022: true,
    });
  });
});
