// Routes. Every screen is React.lazy, so the first load carries only the shell and the screen in view.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppLayout, RouteFallback } from './app-layout';
import { RequireAuth, SessionProvider } from './session';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const ChartListPage = lazy(() => import('../features/charts/chart-list-page'));
const ChartAddPage = lazy(() => import('../features/charts/chart-add-page'));
const ExplorePage = lazy(() => import('../features/explore/explore-page'));
const DatasetListPage = lazy(() => import('../features/datasets/dataset-list-page'));
const DatasetAddPage = lazy(() => import('../features/datasets/dataset-add-page'));
const DatabaseListPage = lazy(() => import('../features/databases/database-list-page'));
const SqlLabPage = lazy(() => import('../features/sqllab/sqllab-page'));
const SavedQueryListPage = lazy(() => import('../features/saved-queries/saved-query-list-page'));
const QueryHistoryPage = lazy(() => import('../features/query-history/query-history-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const DashboardPermalinkPage = lazy(() => import('../features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPermalinkPage })));
const DashboardListPage = lazy(() => import('../features/dashboard/dashboard-list-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <SessionRoot />,
      children: [
        {
          path: '/login/',
          element: (
            <Suspense fallback={<RouteFallback />}>
              <LoginPage />
            </Suspense>
          ),
        },
        {
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/chart/list/" replace /> },
            { path: '/chart/list/', element: <ChartListPage /> },
            { path: '/chart/add', element: <ChartAddPage /> },
            { path: '/dashboard/list/', element: <DashboardListPage /> },
            { path: '/dashboard/:idOrSlug/', element: <DashboardPage /> },
            { path: '/superset/dashboard/p/:key/', element: <DashboardPermalinkPage /> },
            { path: '/superset/dashboard/:idOrSlug/', element: <DashboardPage /> },
            { path: '/explore/', element: <ExplorePage /> },
            { path: '/explore/p/:key/', element: <ExplorePage /> },
            { path: '/tablemodelview/list/', element: <DatasetListPage /> },
            { path: '/dataset/add/', element: <DatasetAddPage /> },
            { path: '/databaseview/list/', element: <DatabaseListPage /> },
            { path: '/sqllab/', element: <SqlLabPage /> },
            { path: '/sqllab/p/:key/', element: <SqlLabPage /> },
            { path: '/sqllab/permalink/:key/', element: <SqlLabPage /> },
            { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
            { path: '/sqllab/history/', element: <QueryHistoryPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
