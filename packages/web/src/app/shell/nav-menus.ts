import { canAccess, visibleNav, type AccessRule, type SessionUser } from '@signshop/domain';
import { screens, type Screen } from '../../platform/screens.ts';

export interface NavEntry {
  label: string;
  to: string;
  /** Who may open it: its screen's rule, the one its route checks. */
  rule: AccessRule;
}

const entry = (screen: Screen, label = screen.title): NavEntry => ({
  label,
  to: screen.path,
  rule: screen.rule,
});

/** The entries the user may open: a menu offers only what its route lets the user through. */
export function openable(user: SessionUser | null | undefined, entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((item) => canAccess(user, item.rule));
}

/** Reports menu, staff only, in this order. */
export const reportsMenu: NavEntry[] = [
  entry(screens.dashboard),
  entry(screens.board),
  entry(screens.pmSchedule),
  entry(screens.dailySchedule),
  entry(screens.capacity),
  entry(screens.production),
  entry(screens.released),
  entry(screens.backlogReport),
  entry(screens.backlogSearch),
  entry(screens.customerReport),
  entry(screens.accountingExport),
  entry(screens.quotedVsActual),
  entry(screens.aging),
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
  { ...entry(screens.openInvoices, 'Admin Open Invoices'), to: `${screens.openInvoices.path}?admin=true` },
];

/** Admin menu. */
export const adminMenu: NavEntry[] = [
  entry(screens.adminAccounts),
  entry(screens.adminAddons),
  entry(screens.adminShop),
  entry(screens.adminTax),
  entry(screens.floorSettings),
  entry(screens.messages),
  entry(screens.notifications),
];

/** Account menu links (logout is a plain link to the API, not a route). */
export const accountMenu: NavEntry[] = [entry(screens.settings), entry(screens.customerInfo)];

export const LOGOUT_URL = '/api/account/logout';

export interface MenuSpec {
  title: string;
  id: string;
  sections: { header?: string; entries: NavEntry[] }[];
}

/**
 * The dropdown menus a user sees, in navbar order: the domain's `visibleNav` says which menus and
 * sections are the user's, and each keeps only the entries the user may open (a menu left with
 * none is not shown).
 */
export function menusFor(user: SessionUser | null | undefined): MenuSpec[] {
  const nav = visibleNav(user);
  const section = (show: boolean, entries: NavEntry[], header?: string) =>
    show ? [{ header, entries: openable(user, entries) }] : [];
  const menus: MenuSpec[] = [
    {
      title: 'Reports',
      id: 'reports-menu',
      sections: [
        ...section(nav.reports, reportsMenu),
        ...section(nav.reports, purchaseOrderMenu, 'Purchase Orders'),
      ],
    },
    { title: 'Machine', id: 'machine-menu', sections: section(nav.machine, machineMenu) },
    {
      title: 'Billing',
      id: 'billing-menu',
      sections: [
        ...section(nav.billing, billingMenu),
        ...section(nav.billingAdmin, billingAdminMenu, 'Admin'),
      ],
    },
    { title: 'Admin', id: 'admin-menu', sections: section(nav.admin, adminMenu) },
  ];
  return menus
    .map((menu) => ({ ...menu, sections: menu.sections.filter((part) => part.entries.length > 0) }))
    .filter((menu) => menu.sections.length > 0);
}
