import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canAccess } from '@signshop/domain';
import { screenAt, screens } from '../../platform/screens.ts';
import type { Account } from '../../platform/session.tsx';
import { people } from '../../../test/users.ts';
import { AppNavbar } from './AppNavbar.tsx';

function renderNavbar(user: Account | null) {
  render(
    <MemoryRouter>
      <AppNavbar user={user} />
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Main' })).getByTestId('nav-main');
  // In page order: a link is its address, a dropdown toggle is `menu:` and its title.
  const hrefs = [...nav.querySelectorAll('a, button')].map((el) =>
    el.tagName === 'BUTTON' ? `menu:${el.textContent}` : el.getAttribute('href'),
  );
  return { hrefs };
}

const reports = [
  '/dashboard',
  '/board',
  '/projectmanagerschedule',
  '/dailyschedule',
  '/capacity',
  '/production',
  '/releasedforproduction',
  '/backlogreport',
  '/backlogsearch',
  '/customerreport',
  '/accounting',
  '/quotedvsactual',
  '/aging',
  '/purchaseorder',
  '/purchaseorderreadytobeorder',
  '/purchaseorderreadytobedelivered',
  '/purchaseorderdelivered',
];
const billing = ['/payment/makepayment', '/payment/edit', '/payment/accounthistory', '/payment/openinvoices'];
const billingAdmin = [
  '/payment/adminpayments',
  '/payment/adminjobpayments',
  '/payment/adminbanks',
  '/payment/openinvoices?admin=true',
];
const machine = ['/machine', '/machineimperfections', '/machineplates', '/machineimages'];

describe('AppNavbar', () => {
  it("shows the shop's name and logo as the home link, SignShop until they are known", () => {
    const { unmount } = render(
      <MemoryRouter>
        <AppNavbar
          user={people.staff}
          brand={{ name: 'Harbor Sign Works', logoUrl: '/api/shop/logo/ab12' }}
        />
      </MemoryRouter>,
    );
    const home = screen.getByRole('link', { name: 'Harbor Sign Works' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/api/shop/logo/ab12');
    unmount();
    renderNavbar(people.staff);
    const plain = screen.getByRole('link', { name: 'SignShop' });
    expect(plain.querySelector('img')).toBeNull();
  });

  it('anonymous: only New Quote and Sign In', () => {
    const { hrefs } = renderNavbar(null);
    expect(hrefs).toEqual(['/quote']);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveProperty('pathname', '/account/login');
  });

  it('says the server cannot be reached, with Retry, instead of offering Sign In to a signed-in user', () => {
    let retried = 0;
    render(
      <MemoryRouter>
        <AppNavbar user={null} unreachable onRetry={() => (retried += 1)} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByText('Cannot reach the server')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });

  it('unverified: New Quote and the account menu, no Jobs, no Report, no Verified badge', () => {
    const { hrefs } = renderNavbar(people.unverified);
    expect(hrefs).toEqual(['/quote']);
    expect(screen.getByRole('button', { name: 'new@shop.test' })).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('verified customer: Jobs, New Quote, Report link and the Billing menu without admin extras', () => {
    const { hrefs } = renderNavbar(people.customer);
    expect(hrefs).toEqual(['/jobs', '/quote', '/customerreport', 'menu:Billing', ...billing]);
    expect(screen.getByRole('button', { name: 'ann@shop.test Verified' })).toBeTruthy();
  });

  it('staff: Jobs, New Quote and the Reports entries (the dashboard first); no Report link, no Billing', () => {
    const { hrefs } = renderNavbar(people.staff);
    expect(hrefs).toEqual(['/jobs', '/quote', 'menu:Reports', ...reports]);
  });

  it('admin (staff, no Customer role): Reports, Billing with only the admin pages, and the Admin menu', () => {
    const { hrefs } = renderNavbar(people.admin);
    expect(hrefs).toEqual([
      '/jobs',
      '/quote',
      'menu:Reports',
      ...reports,
      'menu:Billing',
      ...billingAdmin,
      'menu:Admin',
      '/admin/accounts',
      '/admin/addons',
      '/admin/shop',
      '/admin/tax',
      '/admin/floor',
      '/messages',
      '/admin/notifications',
    ]);
  });

  it('machine: the Machine menu with its four entries and the Report link', () => {
    const { hrefs } = renderNavbar(people.machine);
    expect(hrefs).toEqual(['/jobs', '/quote', '/customerreport', 'menu:Machine', ...machine]);
  });

  it('account menu: Customer Information only for those it opens to (not the machine user, not the unverified)', () => {
    for (const user of [people.machine, people.unverified]) {
      const { unmount } = render(
        <MemoryRouter>
          <AppNavbar user={user} />
        </MemoryRouter>,
      );
      const account = screen.getByTestId('nav-account');
      expect(
        within(account)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Settings', 'Logout']);
      unmount();
    }
  });

  it.each(Object.entries(people))('%s: every entry the navbar offers opens for that user', (_name, user) => {
    render(
      <MemoryRouter>
        <AppNavbar user={user} />
      </MemoryRouter>,
    );
    const offered = [...screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a')]
      .map((link) => new URL(link.getAttribute('href')!, 'http://shop.test').pathname)
      .filter((path) => !path.startsWith('/api/'));
    expect(offered.length).toBeGreaterThan(1);
    const refused = offered.filter((path) => {
      const at = screenAt(path);
      return !at || !canAccess(user, screens[at.name].rule);
    });
    expect(refused).toEqual([]);
  });

  it('account menu: Settings, Customer Information and a plain logout link to the API', () => {
    renderNavbar(people.customer);
    const account = screen.getByTestId('nav-account');
    const links = within(account).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Settings', '/account/settings'],
      ['Customer Information', '/customerinformation'],
      ['Logout', '/api/account/logout'],
    ]);
  });
});

describe('navbar menus (no popper)', () => {
  it('open on click, move by arrow keys, close with Escape and give focus back to the toggle', () => {
    renderNavbar(people.staff);
    const toggle = screen.getByRole('button', { name: 'Reports' });
    const menu = document.querySelector(`[aria-labelledby="${toggle.id}"]`)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('show')).toBe(true);
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('href')).toBe(reports[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('href')).toBe(reports.at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu.classList.contains('show')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('close when an entry is chosen or the user clicks elsewhere', () => {
    renderNavbar(people.admin);
    const billing = screen.getByRole('button', { name: 'Billing' });
    fireEvent.click(billing);
    fireEvent.click(screen.getByRole('link', { name: 'Admin Payments' }));
    expect(billing.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(billing);
    fireEvent.pointerDown(document.body);
    expect(billing.getAttribute('aria-expanded')).toBe('false');
  });
});
