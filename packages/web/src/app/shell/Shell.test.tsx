import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, TEST_SHOP } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';

describe('the page frame', () => {
  it('names the shop the admin set in the footer as in the header and the tab, once signed in', async () => {
    mockApi({});
    renderApp('/customerreport', people.staff, {
      shop: { ...TEST_SHOP, shop: { ...TEST_SHOP.shop, name: 'Riverside Sign Co.' } },
    });
    expect((await screen.findByRole('contentinfo')).textContent).toMatch(/^© \d{4} Riverside Sign Co\.$/);
    expect(screen.getByRole('link', { name: 'Riverside Sign Co.' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Customer Report · Riverside Sign Co.'));
  });
});
