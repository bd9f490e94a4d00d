import { Role, hasRole, isStaff, type SessionUser } from './roles.ts';

/**
 * Who may call a route or open a screen. One rule per route, declared where the route is
 * registered; the server enforces it and the browser uses the same rule to hide what a user
 * cannot reach.
 * - anyone: no session needed.
 * - signedIn: any session, verified or not.
 * - verified: a verified session.
 * - role: a session holding one of `anyOf`; `verified` says whether verification is also needed.
 */
export type AccessRule = (
  | { kind: 'anyone' }
  | { kind: 'signedIn' }
  | { kind: 'verified' }
  | { kind: 'role'; anyOf: number; verified: boolean }
) & {
  /** What a refused signed-in user is told (403), when the rule has more to say than "no access". */
  refusal?: string;
};

const staffVerified = { kind: 'role', anyOf: Role.Asante, verified: true } as const;
const adminVerified = { kind: 'role', anyOf: Role.Admin, verified: true } as const;

/** The access rules, by name: each route and screen declares one of these. */
export const access = {
  anyone: { kind: 'anyone' },
  signedIn: { kind: 'signedIn' },
  verified: { kind: 'verified' },
  /**
   * Uploading job files: a verified account, whatever its role. An unverified account's company is
   * only a claim, so its uploads would count against no one's storage quota.
   */
  fileUpload: {
    kind: 'verified',
    refusal:
      'Only a verified account can upload files. The shop verifies new accounts; until then, send files to your contact at the shop.',
  },
  /** Reports, schedules, purchase orders: staff (Asante). */
  staff: { kind: 'role', anyOf: Role.Asante, verified: false },
  /**
   * The shop's workload (who is assigned, with how many tasks, across every job): verified staff.
   * Other accounts see the assignees of the lines they may read, never the whole shop's.
   */
  staffVerified,
  /**
   * Paying invoices and keeping bank accounts (Make Payment, Account History, Banks): a verified
   * account with the Customer role. An admin without it reviews payments on the admin pages and
   * pays nothing.
   */
  customerVerified: {
    kind: 'role',
    anyOf: Role.Customer,
    verified: true,
    refusal:
      'Paying invoices and keeping bank accounts is for customer accounts. Admins review payments under Billing, Admin Payments.',
  },
  /**
   * Reading jobs as invoices: a verified customer its own company's (to pay them), a verified admin
   * every company's (to confirm payments).
   */
  invoiceQuery: { kind: 'role', anyOf: Role.Customer | Role.Admin, verified: true },
  /**
   * Customer information: a verified customer its own company, verified staff and admins any
   * company; staff and admins also edit its payment terms.
   */
  companyInfo: { kind: 'role', anyOf: Role.Customer | Role.Asante | Role.Admin, verified: true },
  /**
   * Sending quotes for customer approval and reading approval records: verified staff
   * any job, a verified customer its own company's (the quote scope decides which).
   */
  approvals: { kind: 'role', anyOf: Role.Customer | Role.Asante, verified: true },
  /** Answering a waiting quote approval from the quote itself, signed in: a verified customer. */
  approvalAnswer: { kind: 'role', anyOf: Role.Customer, verified: true },
  /** Searching every company's information: verified staff and admins. */
  companySearch: { kind: 'role', anyOf: Role.Asante | Role.Admin, verified: true },
  /** The receivables aging of every company, and any company's statement: verified staff and admins. */
  receivables: { kind: 'role', anyOf: Role.Asante | Role.Admin, verified: true },
  /** A company's own aging line (on Make Payment): a verified customer. */
  ownReceivables: { kind: 'role', anyOf: Role.Customer, verified: true },
  /**
   * Statements: verified staff and admins any company's, a verified customer its own company's
   * (statementCompanyOf decides whose).
   */
  statements: { kind: 'role', anyOf: Role.Customer | Role.Asante | Role.Admin, verified: true },
  /** Machine pages: verified Machine role. */
  machineVerified: { kind: 'role', anyOf: Role.Machine, verified: true },
  /** Admin payment review: verified Admin. */
  adminVerified,
  /**
   * The production board (moving jobs between stages) and the live stream of shop-floor changes:
   * staff. Customers see no board.
   */
  board: {
    kind: 'role',
    anyOf: Role.Asante,
    verified: false,
    refusal: 'The production board and its live updates are for shop staff.',
  },
  /**
   * The owner's dashboard (the whole shop's money, backlog and machines): verified staff, admins
   * among them. Customers and machine accounts see none.
   */
  dashboard: { ...staffVerified, refusal: "The dashboard is for the shop's staff." },
  /** Admin accounts and add-ons editors: Admin, no verification check. */
  admin: { kind: 'role', anyOf: Role.Admin, verified: false },
  /** The capacity plan (the week, moving tasks, Plan, jobs at risk): verified staff. */
  capacityPlan: staffVerified,
  /** The shop floor's settings (working hours, hourly rates, process estimates): verified admins. */
  floorSettings: adminVerified,
  /** Creating, renaming, changing and removing sales tax rates: verified admins. */
  taxRatesEdit: adminVerified,
  /**
   * Reading the sales tax rates (the editor's rate select, the company's default rate): verified
   * staff and admins. Customers see a quote's frozen tax line, never the list.
   */
  taxRatesRead: { kind: 'role', anyOf: Role.Asante | Role.Admin, verified: true },
  /** Reminder settings and the Messages page (what the shop mailed by itself, resending): verified admins. */
  messages: adminVerified,
  /** Stage notification templates (preview, test send, the scan on demand): verified admins. */
  notificationTemplates: adminVerified,
  /**
   * A company's stage notification opt-ins: verified staff and admins any company's, a verified
   * customer its own company's (optInsCompanyOf decides whose).
   */
  notificationOptIns: { kind: 'role', anyOf: Role.Customer | Role.Asante | Role.Admin, verified: true },
} as const satisfies Record<string, AccessRule>;

/** Why a user is refused by a rule, or null when allowed. */
export function refusalOf(
  user: SessionUser | null | undefined,
  rule: AccessRule,
): 'signed-out' | 'forbidden' | null {
  if (rule.kind === 'anyone') return null;
  if (!user) return 'signed-out';
  if (rule.kind === 'signedIn') return null;
  if (rule.kind === 'verified') return user.verified ? null : 'forbidden';
  if (rule.verified && !user.verified) return 'forbidden';
  return (user.role & rule.anyOf) !== 0 ? null : 'forbidden';
}

/** True when the rule lets the user through. */
export function canAccess(user: SessionUser | null | undefined, rule: AccessRule): boolean {
  return refusalOf(user, rule) === null;
}

/** Which navigation entries of the app's shell a user sees. */
export function visibleNav(user: SessionUser | null | undefined) {
  const verified = !!user?.verified;
  return {
    jobs: verified,
    newQuote: true,
    reports: isStaff(user),
    machine: hasRole(user, Role.Machine),
    billing: canAccess(user, access.customerVerified),
    billingAdmin: canAccess(user, access.adminVerified),
    admin: hasRole(user, Role.Admin),
    customerReportLink: verified && !!user && !isStaff(user),
    account: !!user,
  };
}
