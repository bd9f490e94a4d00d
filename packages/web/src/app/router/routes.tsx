import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter, useRouteError, type RouteObject } from 'react-router';
import { RouteGuard } from '../route-guard.tsx';
import { useFirstViewReplaced } from '../../platform/use-first-view-replaced.ts';
import { screenAt, screens, type ScreenName } from '../../platform/screens.ts';
import { Shell } from '../shell/Shell.tsx';
import { NotFoundPage, ScreenErrorPage } from '../status-pages.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { pages } from '../pages.tsx';

/** What a screen threw while rendering (or a page chunk that failed to load), inside the shell. */
export function ScreenError() {
  useFirstViewReplaced(true);
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

/** Every screen's route inside the shell, then Not found. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <ScreenError />,
    children: [...screenRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * Loads the page of the screen at `pathname` ahead of its first render; settles (never fails) when
 * its chunk is here or could not come (the page's own render then reports it).
 */
export async function preloadScreenAt(pathname: string) {
  const screen = screenAt(pathname);
  if (!screen) return;
  const page = (pages[screen.name] as ReactElement).type as { preload?: () => Promise<unknown> };
  await page.preload?.();
}

/** The app's data router over the browser's address bar. */
export const createAppRouter = () => createBrowserRouter(routes);

/** The same routes over an in-memory history starting at `path` (tests). */
export const createTestRouter = (path: string, routeList: RouteObject[] = routes) =>
  createMemoryRouter(routeList, { initialEntries: [path] });

export type AppRouter = ReturnType<typeof createAppRouter>;
