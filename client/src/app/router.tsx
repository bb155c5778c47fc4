// Routes. Every screen is React.lazy, so the first load carries only the shell and the screen in view.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppLayout, RouteFallback } from './app-layout';
import { RequireAuth, SessionProvider } from './session';

// Each screen's module, fetched on first use. The screen the address shows is also fetched at boot beside the
// session queries (preloadScreenOf), not after them.
const screens = {
  login: () => import('../features/auth/login-page'),
  chartList: () => import('../features/charts/chart-list-page'),
  chartAdd: () => import('../features/charts/chart-add-page'),
  explore: () => import('../features/explore/explore-page'),
  datasetList: () => import('../features/datasets/dataset-list-page'),
  datasetAdd: () => import('../features/datasets/dataset-add-page'),
  databaseList: () => import('../features/databases/database-list-page'),
  sqlLab: () => import('../features/sqllab/sqllab-page'),
  savedQueryList: () => import('../features/saved-queries/saved-query-list-page'),
  queryHistory: () => import('../features/query-history/query-history-page'),
  dashboard: () => import('../features/dashboard/dashboard-page'),
  dashboardList: () => import('../features/dashboard/dashboard-list-page'),
  notFound: () => import('./not-found-page'),
};
type Screen = keyof typeof screens;

const LoginPage = lazy(screens.login);
const ChartListPage = lazy(screens.chartList);
const ChartAddPage = lazy(screens.chartAdd);
const ExplorePage = lazy(screens.explore);
const DatasetListPage = lazy(screens.datasetList);
const DatasetAddPage = lazy(screens.datasetAdd);
const DatabaseListPage = lazy(screens.databaseList);
const SqlLabPage = lazy(screens.sqlLab);
const SavedQueryListPage = lazy(screens.savedQueryList);
const QueryHistoryPage = lazy(screens.queryHistory);
const DashboardPage = lazy(screens.dashboard);
const DashboardPermalinkPage = lazy(() => screens.dashboard().then((module) => ({ default: module.DashboardPermalinkPage })));
const DashboardListPage = lazy(screens.dashboardList);
const NotFoundPage = lazy(screens.notFound);

/** A route's element and the screen module it draws (in the route's handle, for preloadScreenOf). */
const screenRoute = (path: string, screen: Screen, element: ReactNode): RouteObject => ({ path, element, handle: { screen } });

function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

const routes: RouteObject[] = [
    {
      element: <SessionRoot />,
      children: [
        screenRoute(
          '/login/',
          'login',
          <Suspense fallback={<RouteFallback />}>
            <LoginPage />
          </Suspense>,
        ),
        {
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/chart/list/" replace /> },
            screenRoute('/chart/list/', 'chartList', <ChartListPage />),
            screenRoute('/chart/add', 'chartAdd', <ChartAddPage />),
            screenRoute('/dashboard/list/', 'dashboardList', <DashboardListPage />),
            screenRoute('/dashboard/:idOrSlug/', 'dashboard', <DashboardPage />),
            screenRoute('/superset/dashboard/p/:key/', 'dashboard', <DashboardPermalinkPage />),
            screenRoute('/superset/dashboard/:idOrSlug/', 'dashboard', <DashboardPage />),
            screenRoute('/explore/', 'explore', <ExplorePage />),
            screenRoute('/explore/p/:key/', 'explore', <ExplorePage />),
            screenRoute('/tablemodelview/list/', 'datasetList', <DatasetListPage />),
            screenRoute('/dataset/add/', 'datasetAdd', <DatasetAddPage />),
            screenRoute('/databaseview/list/', 'databaseList', <DatabaseListPage />),
            screenRoute('/sqllab/', 'sqlLab', <SqlLabPage />),
            screenRoute('/sqllab/p/:key/', 'sqlLab', <SqlLabPage />),
            screenRoute('/sqllab/permalink/:key/', 'sqlLab', <SqlLabPage />),
            screenRoute('/savedqueryview/list/', 'savedQueryList', <SavedQueryListPage />),
            screenRoute('/sqllab/history/', 'queryHistory', <QueryHistoryPage />),
            screenRoute('*', 'notFound', <NotFoundPage />),
          ],
        },
      ],
    },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Starts fetching the module of the screen `pathname` shows (nothing for an address without one). */
export function preloadScreenOf(pathname: string): void {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { screen?: Screen } | undefined;
  if (handle?.screen) void screens[handle.screen]().catch(() => undefined);
}
