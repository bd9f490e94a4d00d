import { matchRoutes } from 'react-router';
import { access, type AccessRule } from '@signshop/domain';

export interface Screen {
  path: string;
  title: string;
  rule: AccessRule;
}

const at = <P extends string>(path: P, title: string, rule: AccessRule) => ({ path, title, rule });

/**
 * Every screen of the app: its path, the name it goes by in headings and menus, and who may open
 * it. The router and the navigation bar both read this table.
 *
 * Who may open what:
 * - Unverified users see the new quote page: the quote list uses `verified`, so an unverified
 *   user is sent to /quote; / and /quote and the settings page stay open to them, and so does
 *   /quote/{id}, where the server shows them only the quotes they created.
 * - Any signed-in user may reach quotes, backlog, scheduler, files, shipping, job and daily
 *   schedule, the job-list reports and the customer report: these use `signedIn`; the server shows
 *   each user only the jobs of its scope (a customer its own company's, read-only except files).
 * - The production board, project manager schedule, purchase orders and the accounting export are
 *   staff screens.
 * - /payment/openinvoices has no role check: any signed-in user.
 */
export const screens = {
  home: at('/', 'New Quote', access.signedIn),
  newQuote: at('/quote', 'New Quote', access.signedIn),
  quote: at('/quote/:id', 'Quote', access.signedIn),
  quotes: at('/quotes', 'Jobs', access.verified),
  jobs: at('/jobs', 'Jobs', access.verified),
  newJob: at('/job', 'Job Overview', access.signedIn),
  job: at('/job/:id', 'Job Overview', access.signedIn),
  backlog: at('/backlog/:id', 'Backlog', access.signedIn),
  scheduler: at('/scheduler/:id', 'Scheduler', access.signedIn),
  files: at('/files/:id', 'Files', access.signedIn),
  shipping: at('/shipping/:id', 'Shipping and Billing', access.signedIn),
  newPurchaseOrder: at('/purchaseorder', 'New Purchase Order', access.staff),
  purchaseOrder: at('/purchaseorder/:id', 'Purchase Order', access.staff),
  poToOrder: at('/purchaseorderreadytobeorder', 'Purchase Orders Ready To Be Ordered', access.staff),
  poToDeliver: at('/purchaseorderreadytobedelivered', 'Purchase Orders Ready To Be Delivered', access.staff),
  poDelivered: at('/purchaseorderdelivered', 'Purchase Orders Delivered', access.staff),
  backlogReport: at('/backlogreport', 'Backlog Report', access.signedIn),
  backlogSearch: at('/backlogsearch', 'Backlog Search', access.signedIn),
  production: at('/production', 'Ready For Production', access.signedIn),
  released: at('/releasedforproduction', 'In Production', access.signedIn),
  board: at('/board', 'Production Board', access.board),
  dashboard: at('/dashboard', 'Dashboard', access.dashboard),
  pmSchedule: at('/projectmanagerschedule', 'Project Manager Schedule', access.staff),
  accountingExport: at('/accounting', 'Accounting Export', access.staff),
  quotedVsActual: at('/quotedvsactual', 'Quoted vs Actual', access.staff),
  aging: at('/aging', 'Receivables Aging', access.receivables),
  dailySchedule: at('/dailyschedule', 'Daily Schedule', access.signedIn),
  capacity: at('/capacity', 'Capacity Plan', access.capacityPlan),
  customerReport: at('/customerreport', 'Customer Report', access.signedIn),
  customerInfo: at('/customerinformation', 'Customer Information', access.companyInfo),
  customerInfoOf: at('/customerinformation/:customer', 'Customer Information', access.companyInfo),
  machine: at('/machine', 'Machine Room', access.machineVerified),
  imperfections: at('/machineimperfections', 'Machine Imperfections', access.machineVerified),
  plates: at('/machineplates', 'Machine Plates', access.machineVerified),
  machineImages: at('/machineimages', 'Machine Images', access.machineVerified),
  banks: at('/payment/edit', 'Banks', access.customerVerified),
  makePayment: at('/payment/makepayment', 'Make Payment', access.customerVerified),
  accountHistory: at('/payment/accounthistory', 'Account History', access.customerVerified),
  adminPayments: at('/payment/adminpayments', 'Admin Payments', access.adminVerified),
  adminJobPayments: at('/payment/adminjobpayments', 'Admin Job Payments', access.adminVerified),
  adminBanks: at('/payment/adminbanks', 'Admin Banks', access.adminVerified),
  openInvoices: at('/payment/openinvoices', 'Open Invoices', access.signedIn), // no role check: any signed-in user
  login: at('/account/login', 'Sign In', access.anyone),
  createAccount: at('/account/create', 'Create Account', access.anyone),
  finishSignUp: at('/account/finishsignup/:token', 'Finish Sign-Up', access.anyone),
  forgotPassword: at('/account/forgotpassword', 'Forgot Password', access.anyone),
  resetPassword: at('/account/resetpassword/:id', 'Change Password', access.anyone),
  logout: at('/account/logout', 'Sign Out', access.anyone),
  settings: at('/account/settings', 'Settings', access.signedIn),
  adminAccounts: at('/admin/accounts', 'Accounts', access.admin),
  adminAddons: at('/admin/addons', 'Addons', access.admin),
  adminShop: at('/admin/shop', 'Shop', access.admin),
  adminTax: at('/admin/tax', 'Sales Tax', access.taxRatesEdit),
  floorSettings: at('/admin/floor', 'Shop Floor', access.floorSettings),
  messages: at('/messages', 'Messages', access.messages),
  notifications: at('/admin/notifications', 'Notifications', access.notificationTemplates),
  approve: at('/approve/:token', 'Approval', access.anyone),
  unsubscribe: at('/unsubscribe/:token', 'Unsubscribe', access.anyone),
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

const screenNames = Object.keys(screens) as ScreenName[];

/** The screen whose path matches `pathname`, with the path's parameters; null for none. */
export function screenAt(pathname: string) {
  const match = matchRoutes(
    screenNames.map((name) => ({ path: screens[name].path, id: name })),
    pathname,
  )?.[0];
  return match ? { name: match.route.id as ScreenName, params: match.params } : null;
}
