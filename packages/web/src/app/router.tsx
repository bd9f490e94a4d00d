import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminAccountsPage } from '../features/admin-accounts/AdminAccountsPage.tsx';
import { AuthForm } from '../features/auth/AuthForm.tsx';
import { QuoteEditorPage } from '../features/quote-editor/QuoteEditorPage.tsx';
import { QuotesListPage } from '../features/quotes-list/QuotesListPage.tsx';
import { RouteGuard } from './route-guard.tsx';
import { screens, type ScreenName } from './screens.ts';
import { Shell } from './shell/Shell.tsx';
import { NotBuiltPage, NotFoundPage, RouteErrorPage } from './status-pages.tsx';

/** The screens built so far; every other screen of the route tables shows "not built yet". */
const built: Partial<Record<ScreenName, ReactNode>> = {
  home: <QuoteEditorPage />,
  newQuote: <QuoteEditorPage />,
  quote: <QuoteEditorPage />,
  login: <AuthForm mode="Login" />,
  createAccount: <AuthForm mode="CreateAccount" />,
  forgotPassword: <AuthForm mode="ForgotPassword" />,
  resetPassword: <AuthForm mode="ChangePassword" />,
  adminAccounts: <AdminAccountsPage />,
  quotes: <QuotesListPage />,
  jobs: <QuotesListPage />,
};

const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenName[]).map((name) => {
  const { path, title, rule } = screens[name];
  return {
    path,
    element: <RouteGuard rule={rule}>{built[name] ?? <NotBuiltPage title={title} />}</RouteGuard>,
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
