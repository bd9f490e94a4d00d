import type { ReactNode } from 'react';
import { lazyPage } from '../platform/lazy-page.ts';
import type { ScreenName } from '../platform/screens.ts';

// Every page is loaded on first visit: the first page fetches only the shell and its own chunk.
const AdminAccountsPage = lazyPage(
  () => import('../features/admin-accounts/AdminAccountsPage.tsx'),
  'AdminAccountsPage',
);
const AdminAddonsPage = lazyPage(
  () => import('../features/sign-types/AdminAddonsPage.tsx'),
  'AdminAddonsPage',
);
const AccountingExportPage = lazyPage(
  () => import('../features/accounting/AccountingExportPage.tsx'),
  'AccountingExportPage',
);
const ShopPage = lazyPage(() => import('../features/shop/ShopPage.tsx'), 'ShopPage');
const TaxRatesPage = lazyPage(() => import('../features/tax/TaxRatesPage.tsx'), 'TaxRatesPage');
const AuthForm = lazyPage(() => import('../features/accounts/sign-in/AuthForm.tsx'), 'AuthForm');
const SignOutPage = lazyPage(() => import('../features/accounts/sign-in/SignOutPage.tsx'), 'SignOutPage');
const FinishSignUpPage = lazyPage(
  () => import('../features/accounts/sign-in/FinishSignUpPage.tsx'),
  'FinishSignUpPage',
);
const AdminBanksPage = lazyPage(() => import('../features/billing/AdminBanksPage.tsx'), 'AdminBanksPage');
const AdminJobPaymentsPage = lazyPage(
  () => import('../features/billing/AdminJobPaymentsPage.tsx'),
  'AdminJobPaymentsPage',
);
const AdminPaymentsPage = lazyPage(
  () => import('../features/billing/AdminPaymentsPage.tsx'),
  'AdminPaymentsPage',
);
const BanksPage = lazyPage(() => import('../features/billing/BanksPage.tsx'), 'BanksPage');
const InvoicesPage = lazyPage(() => import('../features/billing/InvoicesPage.tsx'), 'InvoicesPage');
const OpenInvoicesPage = lazyPage(
  () => import('../features/billing/OpenInvoicesPage.tsx'),
  'OpenInvoicesPage',
);
const CustomerInformationPage = lazyPage(
  () => import('../features/company-info/CustomerInformationPage.tsx'),
  'CustomerInformationPage',
);
const BoardPage = lazyPage(() => import('../features/board/BoardPage.tsx'), 'BoardPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const BacklogPage = lazyPage(() => import('../features/backlog/BacklogPage.tsx'), 'BacklogPage');
const FilesPage = lazyPage(() => import('../features/files/FilesPage.tsx'), 'FilesPage');
const JobOverviewPage = lazyPage(
  () => import('../features/job-overview/JobOverviewPage.tsx'),
  'JobOverviewPage',
);
const JobPickerPage = lazyPage(() => import('../features/job-overview/JobPickerPage.tsx'), 'JobPickerPage');
const SchedulerPage = lazyPage(() => import('../features/schedule/SchedulerPage.tsx'), 'SchedulerPage');
const ShippingPage = lazyPage(() => import('../features/shipping/ShippingPage.tsx'), 'ShippingPage');
const ImperfectionsPage = lazyPage(
  () => import('../features/milling/ImperfectionsPage.tsx'),
  'ImperfectionsPage',
);
const MachineImagesPage = lazyPage(
  () => import('../features/milling/MachineImagesPage.tsx'),
  'MachineImagesPage',
);
const MachineRoomPage = lazyPage(() => import('../features/milling/MachineRoomPage.tsx'), 'MachineRoomPage');
const PlatesPage = lazyPage(() => import('../features/milling/PlatesPage.tsx'), 'PlatesPage');
const QuoteEditorPage = lazyPage(
  () => import('../features/quotes/editor/QuoteEditorPage.tsx'),
  'QuoteEditorPage',
);
const PurchaseOrderListPage = lazyPage(
  () => import('../features/purchase-orders/PurchaseOrderListPage.tsx'),
  'PurchaseOrderListPage',
);
const PurchaseOrderPage = lazyPage(
  () => import('../features/purchase-orders/PurchaseOrderPage.tsx'),
  'PurchaseOrderPage',
);
const QuotesListPage = lazyPage(() => import('../features/quotes/list/QuotesListPage.tsx'), 'QuotesListPage');
const DailySchedulePage = lazyPage(
  () => import('../features/reports/daily-schedule/DailySchedulePage.tsx'),
  'DailySchedulePage',
);
const BacklogReportPage = lazyPage(
  () => import('../features/reports/job-lists/BacklogReportPage.tsx'),
  'BacklogReportPage',
);
const JobListPage = lazyPage(() => import('../features/reports/job-lists/JobListPage.tsx'), 'JobListPage');
const CustomerReportPage = lazyPage(
  () => import('../features/reports/customer-report/CustomerReportPage.tsx'),
  'CustomerReportPage',
);
const PmSchedulePage = lazyPage(
  () => import('../features/reports/pm-schedule/PmSchedulePage.tsx'),
  'PmSchedulePage',
);
const QuotedVsActualPage = lazyPage(
  () => import('../features/time-tracking/QuotedVsActualPage.tsx'),
  'QuotedVsActualPage',
);
const AgingPage = lazyPage(() => import('../features/aging/AgingPage.tsx'), 'AgingPage');
const ApprovalPage = lazyPage(() => import('../features/approvals/ApprovalPage.tsx'), 'ApprovalPage');
const CapacityPage = lazyPage(() => import('../features/capacity/CapacityPage.tsx'), 'CapacityPage');
const MessagesPage = lazyPage(() => import('../features/messages/MessagesPage.tsx'), 'MessagesPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/NotificationsPage.tsx'),
  'NotificationsPage',
);
const UnsubscribePage = lazyPage(
  () => import('../features/notifications/UnsubscribePage.tsx'),
  'UnsubscribePage',
);
const FloorSettingsPage = lazyPage(
  () => import('../features/capacity/FloorSettingsPage.tsx'),
  'FloorSettingsPage',
);
const SettingsPage = lazyPage(() => import('../features/accounts/settings/SettingsPage.tsx'), 'SettingsPage');

/** The page of every screen of both route tables (the type makes a missing one a compile error). */
export const pages: Record<ScreenName, ReactNode> = {
  machine: <MachineRoomPage />,
  imperfections: <ImperfectionsPage />,
  plates: <PlatesPage />,
  machineImages: <MachineImagesPage />,
  home: <QuoteEditorPage />,
  newQuote: <QuoteEditorPage />,
  quote: <QuoteEditorPage />,
  approve: <ApprovalPage />,
  login: <AuthForm mode="Login" />,
  logout: <SignOutPage />,
  createAccount: <AuthForm mode="CreateAccount" />,
  finishSignUp: <FinishSignUpPage />,
  forgotPassword: <AuthForm mode="ForgotPassword" />,
  resetPassword: <AuthForm mode="ChangePassword" />,
  adminAccounts: <AdminAccountsPage />,
  adminAddons: <AdminAddonsPage />,
  adminShop: <ShopPage />,
  adminTax: <TaxRatesPage />,
  quotes: <QuotesListPage />,
  jobs: <QuotesListPage />,
  newJob: <JobPickerPage />,
  job: <JobOverviewPage />,
  backlog: <BacklogPage />,
  scheduler: <SchedulerPage />,
  files: <FilesPage />,
  shipping: <ShippingPage />,
  newPurchaseOrder: <PurchaseOrderPage />,
  purchaseOrder: <PurchaseOrderPage />,
  poToOrder: <PurchaseOrderListPage phase="to-be-ordered" />,
  poToDeliver: <PurchaseOrderListPage phase="to-be-delivered" />,
  poDelivered: <PurchaseOrderListPage phase="delivered" />,
  dailySchedule: <DailySchedulePage />,
  capacity: <CapacityPage />,
  floorSettings: <FloorSettingsPage />,
  messages: <MessagesPage />,
  notifications: <NotificationsPage />,
  unsubscribe: <UnsubscribePage />,
  production: <JobListPage list="production" />,
  released: <JobListPage list="releasedforproduction" />,
  backlogReport: <BacklogReportPage />,
  backlogSearch: <JobListPage list="backlogsearch" />,
  customerReport: <CustomerReportPage />,
  board: <BoardPage />,
  dashboard: <DashboardPage />,
  pmSchedule: <PmSchedulePage />,
  accountingExport: <AccountingExportPage />,
  quotedVsActual: <QuotedVsActualPage />,
  aging: <AgingPage />,
  banks: <BanksPage />,
  makePayment: <InvoicesPage mode="pay" />,
  accountHistory: <InvoicesPage mode="history" />,
  adminPayments: <AdminPaymentsPage />,
  adminJobPayments: <AdminJobPaymentsPage />,
  adminBanks: <AdminBanksPage />,
  openInvoices: <OpenInvoicesPage />,
  customerInfo: <CustomerInformationPage />,
  customerInfoOf: <CustomerInformationPage />,
  settings: <SettingsPage />,
};
