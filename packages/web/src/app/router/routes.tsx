import { Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteGuard } from '../route-guard.tsx';
import { screens, type ScreenName } from '../screens.ts';
import { Shell } from '../shell/Shell.tsx';
import { NotFoundPage } from '../status-pages.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { pages } from '../pages.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

// One Suspense for every page: pages.tsx loads each lazily, and its spinner shows while a chunk arrives.
const screenRoutes: RouteObject[] = (Object.keys(screens) as ScreenName[]).map((name) => {
  const { path, rule } = screens[name];
  return {
    path,
    element: (
      <RouteGuard rule={rule}>
        <Suspense fallback={<LoadingState label="Loading the page…" />}>{pages[name]}</Suspense>
      </RouteGuard>
    ),
  };
});

/** A screen that throws while rendering shows the error in the shell; the next address starts afresh. */
function ScreenErrors() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}

/** Every route of both spec route tables inside the shell, then Not found. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        element: <ScreenErrors />,
        children: [...screenRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
