import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPTY_ADDRESS_PRESET, type ShopIdentitySettings, type ShopLogo } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { person } from '../../../test/user.ts';

const shop: ShopIdentitySettings = {
  name: 'Harbor Sign Works',
  address: '88 Dock Street',
  phone: '',
  email: '',
  website: '',
  address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
  default_payment_terms: { text: 'Net 30', days: 30 },
};
const logo: ShopLogo = { url: '/api/shop/logo/ab12', content_type: 'image/png', width: 240, height: 96 };

const chooseLogo = (label: string) =>
  person().upload(screen.getByLabelText(label), new File(['fake'], 'harbor.png', { type: 'image/png' }));

describe('the Shop page logo', () => {
  it('uploads the chosen file as multipart form data, then shows it here and in the navbar', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/shop/logo': { body: { logo } },
    });
    renderApp('/admin/shop', people.admin, { shop: { shop, logo: null } });
    expect(await screen.findByText('No logo')).toBeTruthy();
    await chooseLogo('Upload Logo');
    const image = await screen.findByRole('img', { name: 'Harbor Sign Works logo' });
    expect(image.getAttribute('src')).toBe(logo.url);
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!;
    expect((upload.body as FormData).get('logo')).toBeInstanceOf(File);
    // No JSON content type: fetch sets multipart/form-data with its boundary.
    expect(upload.headers).not.toHaveProperty('Content-Type');
    const home = screen.getByRole('link', { name: 'Harbor Sign Works' });
    await waitFor(() => expect(home.querySelector('img')?.getAttribute('src')).toBe(logo.url));
  });

  it("shows the server's refusal under the picker and keeps the logo it had", async () => {
    mockApi({
      'POST /api/admin/shop/logo': {
        status: 400,
        body: { err: 'Logo: The file is not a PNG or JPEG image.' },
      },
    });
    renderApp('/admin/shop', people.admin, { shop: { shop, logo } });
    await screen.findByRole('img', { name: 'Harbor Sign Works logo' });
    await chooseLogo('Replace Logo');
    expect(await screen.findByText('Logo: The file is not a PNG or JPEG image.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Harbor Sign Works logo' }).getAttribute('src')).toBe(logo.url);
  });

  it('removes the logo with Remove Logo', async () => {
    mockApi({
      'DELETE /api/admin/shop/logo': { body: { logo: null } },
    });
    renderApp('/admin/shop', people.admin, { shop: { shop, logo } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Logo' }));
    expect(await screen.findByText('No logo')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Harbor Sign Works logo' })).toBeNull();
  });
});

describe('the Shop page form', () => {
  it('does not send an empty shop name: Shop Name says it is required, has focus, and nothing is saved', async () => {
    const fetchMock = mockApi({ 'PUT /api/admin/shop': { body: { shop } } });
    renderApp('/admin/shop', people.admin, { shop: { shop, logo: null } });
    const name = await screen.findByLabelText('Shop Name');
    await person().clear(name);
    await person().type(name, '   ');
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Shop Name is required.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    await person().type(name, 'Harbor');
    expect(screen.queryByText('Shop Name is required.')).toBeNull();
  });
});
