import type { visibleNav } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';

export interface NavEntry {
  label: string;
  to: string;
}

const entry = (screen: { path: string; title: string }, label = screen.title): NavEntry => ({
  label,
  to: screen.path,
});

/** Reports menu, staff only, in this order. */
export const reportsMenu: NavEntry[] = [
  entry(screens.pmSchedule),
  entry(screens.dailySchedule),
  entry(screens.production),
  entry(screens.released),
  entry(screens.backlogReport),
  entry(screens.backlogSearch),
  entry(screens.customerReport),
  entry(screens.accountingExport),
];

/** The purchase-order part of the Reports menu. */
export const purchaseOrderMenu: NavEntry[] = [
  entry(screens.newPurchaseOrder),
  entry(screens.poToOrder, 'Ready To Be Ordered'),
  entry(screens.poToDeliver, 'Ready To Be Delivered'),
  entry(screens.poDelivered, 'Delivered'),
];

/** Machine menu, role Machine. */
export const machineMenu: NavEntry[] = [
  entry(screens.machine),
  entry(screens.imperfections, 'Imperfections'),
  entry(screens.plates, 'Plates'),
  entry(screens.machineImages, 'Images'),
];

/** Billing menu, verified Customer. */
export const billingMenu: NavEntry[] = [
  entry(screens.makePayment),
  entry(screens.banks),
  entry(screens.accountHistory),
  entry(screens.openInvoices),
];

/** Billing extras for Admin; the open-invoices entry opens the page for every customer. */
export const billingAdminMenu: NavEntry[] = [
  entry(screens.adminPayments),
  entry(screens.adminJobPayments),
  entry(screens.adminBanks),
  { label: 'Admin Open Invoices', to: `${screens.openInvoices.path}?admin=true` },
];

/** Admin menu. */
export const adminMenu: NavEntry[] = [
  entry(screens.adminAccounts),
  entry(screens.adminAddons),
  entry(screens.adminShop),
];

/** Account menu links (logout is a plain link to the API, not a route). */
export const accountMenu: NavEntry[] = [entry(screens.settings), entry(screens.customerInfo)];

export const LOGOUT_URL = '/api/account/logout';

export interface MenuSpec {
  title: string;
  id: string;
  sections: { header?: string; entries: NavEntry[] }[];
}

/** The dropdown menus a user sees, in navbar order, from the domain's `visibleNav` answer. */
export function menusFor(nav: ReturnType<typeof visibleNav>): MenuSpec[] {
  const menus: (MenuSpec | false)[] = [
    nav.reports && {
      title: 'Reports',
      id: 'reports-menu',
      sections: [{ entries: reportsMenu }, { header: 'Purchase Orders', entries: purchaseOrderMenu }],
    },
    nav.machine && { title: 'Machine', id: 'machine-menu', sections: [{ entries: machineMenu }] },
    nav.billing && {
      title: 'Billing',
      id: 'billing-menu',
      sections: [
        { entries: billingMenu },
        ...(nav.billingAdmin ? [{ header: 'Admin', entries: billingAdminMenu }] : []),
      ],
    },
    nav.admin && { title: 'Admin', id: 'admin-menu', sections: [{ entries: adminMenu }] },
  ];
  return menus.filter((menu) => menu !== false);
}
