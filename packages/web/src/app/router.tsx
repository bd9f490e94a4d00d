import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminAccountsPage } from '../features/admin-accounts/AdminAccountsPage.tsx';
import { AdminAddonsPage } from '../features/admin-addons/AdminAddonsPage.tsx';
import { AuthForm } from '../features/auth/AuthForm.tsx';
import { AdminBanksPage } from '../features/billing/AdminBanksPage.tsx';
import { AdminJobPaymentsPage } from '../features/billing/AdminJobPaymentsPage.tsx';
import { AdminPaymentsPage } from '../features/billing/AdminPaymentsPage.tsx';
import { BanksPage } from '../features/billing/BanksPage.tsx';
import { InvoicesPage } from '../features/billing/InvoicesPage.tsx';
import { OpenInvoicesPage } from '../features/billing/OpenInvoicesPage.tsx';
import { CustomerInformationPage } from '../features/customer-information/CustomerInformationPage.tsx';
import { BacklogPage } from '../features/job-stages/backlog/BacklogPage.tsx';
import { FilesPage } from '../features/job-stages/files/FilesPage.tsx';
import { JobOverviewPage } from '../features/job-stages/job-overview/JobOverviewPage.tsx';
import { JobPickerPage } from '../features/job-stages/job-overview/JobPickerPage.tsx';
import { SchedulerPage } from '../features/job-stages/scheduler/SchedulerPage.tsx';
import { ShippingPage } from '../features/job-stages/shipping/ShippingPage.tsx';
import { ImperfectionsPage } from '../features/machines/ImperfectionsPage.tsx';
import { MachineImagesPage } from '../features/machines/MachineImagesPage.tsx';
import { MachineRoomPage } from '../features/machines/MachineRoomPage.tsx';
import { PlatesPage } from '../features/machines/PlatesPage.tsx';
import { QuoteEditorPage } from '../features/quote-editor/QuoteEditorPage.tsx';
import { PurchaseOrderListPage } from '../features/purchase-orders/PurchaseOrderListPage.tsx';
import { PurchaseOrderPage } from '../features/purchase-orders/PurchaseOrderPage.tsx';
import { QuotesListPage } from '../features/quotes-list/QuotesListPage.tsx';
import { DailySchedulePage } from '../features/reports/daily-schedule/DailySchedulePage.tsx';
import { BacklogReportPage } from '../features/reports/job-lists/BacklogReportPage.tsx';
import { BacklogSearchPage } from '../features/reports/job-lists/BacklogSearchPage.tsx';
import { ProductionPage } from '../features/reports/job-lists/ProductionPage.tsx';
import { ReleasedPage } from '../features/reports/job-lists/ReleasedPage.tsx';
import { CustomerReportPage } from '../features/reports/customer-report/CustomerReportPage.tsx';
import { PmSchedulePage } from '../features/reports/pm-schedule/PmSchedulePage.tsx';
import { RouteGuard } from './route-guard.tsx';
import { screens, type ScreenName } from './screens.ts';
import { Shell } from './shell/Shell.tsx';
import { NotFoundPage, RouteErrorPage } from './status-pages.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';

// Loaded on first visit: it keeps the settings form and the theme list out of the first bundle.
const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })),
);

/** The page of every screen of both route tables (the type makes a missing one a compile error). */
const pages: Record<ScreenName, ReactNode> = {
  machine: <MachineRoomPage />,
  imperfections: <ImperfectionsPage />,
  plates: <PlatesPage />,
  machineImages: <MachineImagesPage />,
  home: <QuoteEditorPage />,
  newQuote: <QuoteEditorPage />,
  quote: <QuoteEditorPage />,
  login: <AuthForm mode="Login" />,
  createAccount: <AuthForm mode="CreateAccount" />,
  forgotPassword: <AuthForm mode="ForgotPassword" />,
  resetPassword: <AuthForm mode="ChangePassword" />,
  adminAccounts: <AdminAccountsPage />,
  adminAddons: <AdminAddonsPage />,
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
  production: <ProductionPage />,
  released: <ReleasedPage />,
  backlogReport: <BacklogReportPage />,
  backlogSearch: <BacklogSearchPage />,
  customerReport: <CustomerReportPage />,
  pmSchedule: <PmSchedulePage />,
  banks: <BanksPage />,
  makePayment: <InvoicesPage mode="pay" />,
  accountHistory: <InvoicesPage mode="history" />,
  adminPayments: <AdminPaymentsPage />,
  adminJobPayments: <AdminJobPaymentsPage />,
  adminBanks: <AdminBanksPage />,
  openInvoices: <OpenInvoicesPage />,
  customerInfo: <CustomerInformationPage />,
  customerInfoOf: <CustomerInformationPage />,
  settings: (
    <Suspense fallback={<LoadingState label="Loading settings…" />}>
      <SettingsPage />
    </Suspense>
  ),
};

const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenName[]).map((name) => {
  const { path, rule } = screens[name];
  return {
    path,
    element: <RouteGuard rule={rule}>{pages[name]}</RouteGuard>,
  };
});

/** Every route of both spec route tables inside the shell, then Not found. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...screenRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
