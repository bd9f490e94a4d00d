import { Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter, useRouteError, type RouteObject } from 'react-router';
import { RouteGuard } from '../route-guard.tsx';
import { screens, type ScreenName } from '../screens.ts';
import { Shell } from '../shell/Shell.tsx';
import { NotFoundPage, ScreenErrorPage } from '../status-pages.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { pages } from '../pages.tsx';

/** What a screen threw while rendering (or a page chunk that failed to load), inside the shell. */
export function ScreenError() {
  return <ScreenErrorPage error={useRouteError()} />;
}

// Each page loads lazily (pages.tsx): its spinner shows while the chunk arrives. A screen that throws
// shows its error in the shell; the router forgets the error on the next navigation.
const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenName[]).map((name) => {
  const { path, rule } = screens[name];
  return {
    path,
    errorElement: <ScreenError />,
    element: (
      <RouteGuard rule={rule}>
        <Suspense fallback={<LoadingState label="Loading the page…" />}>{pages[name]}</Suspense>
      </RouteGuard>
    ),
  };
});

/** Every route of both spec route tables inside the shell, then Not found. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <ScreenError />,
    children: [...screenRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

/** The app's data router over the browser's address bar. */
export const createAppRouter = () => createBrowserRouter(routes);

/** The same routes over an in-memory history starting at `path` (tests). */
export const createTestRouter = (path: string, routeList: RouteObject[] = routes) =>
  createMemoryRouter(routeList, { initialEntries: [path] });

export type AppRouter = ReturnType<typeof createAppRouter>;
