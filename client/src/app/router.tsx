// Routes. Every screen is React.lazy, so the first load carries only the shell and the screen in view.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type Params, type RouteObject } from 'react-router';
import { loadOnce, type LoadOnce } from '../components/load-once';
import { prefetchDashboard } from '../features/dashboard/dashboard-prefetch';
import { prefetchExplore } from '../features/explore/explore-prefetch';
import { AppConfigDocument, SessionDocument } from '../gql/graphql';
import { AppLayout, RouteFallback } from './app-layout';
import type { Prefetch } from './prefetch';
import { RequireAuth, SessionProvider } from './session';

// Each screen's module, fetched on first use. The screen the address shows is also fetched at boot beside the
// session query (preloadRoute), not after it.
const screens = {
  login: loadOnce(() => import('../features/auth/login-page')),
  home: loadOnce(() => import('../features/home/home-page')),
  chartList: loadOnce(() => import('../features/charts/chart-list-page')),
  chartAdd: loadOnce(() => import('../features/charts/chart-add-page')),
  explore: loadOnce(() => import('../features/explore/explore-page')),
  datasetList: loadOnce(() => import('../features/datasets/dataset-list-page')),
  datasetAdd: loadOnce(() => import('../features/datasets/dataset-add-page')),
  databaseList: loadOnce(() => import('../features/databases/database-list-page')),
  sqlLab: loadOnce(() => import('../features/sqllab/sqllab-page')),
  savedQueryList: loadOnce(() => import('../features/saved-queries/saved-query-list-page')),
  queryHistory: loadOnce(() => import('../features/query-history/query-history-page')),
  dashboard: loadOnce(() => import('../features/dashboard/dashboard-page')),
  dashboardList: loadOnce(() => import('../features/dashboard/dashboard-list-page')),
  tagList: loadOnce(() => import('../features/tags/tag-list-page')),
  allEntities: loadOnce(() => import('../features/tags/all-entities-page')),
  annotationLayerList: loadOnce(() => import('../features/annotation-layers/annotation-layer-list-page')),
  annotationList: loadOnce(() => import('../features/annotation-layers/annotation-list-page')),
  cssTemplateList: loadOnce(() => import('../features/css-templates/css-template-list-page')),
  notFound: loadOnce(() => import('./not-found-page')),
};
type Screen = keyof typeof screens;

/**
 * React.lazy over a screen's module that does not suspend once the module is in (preloaded at boot, or seen
 * before): its loader then answers with a thenable that resolves at once, which React.lazy reads in the same
 * render. A screen that suspended would be revealed on React's Suspense fallback throttle, about 300 ms after the
 * fallback showed, with its module long in hand.
 */
function screenLazy<M, P extends object>(load: LoadOnce<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => {
    const module = load.loaded();
    if (module) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: pick(module) }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return load().then((value) => ({ default: pick(value) }));
  });
}
const page = <P extends object>(module: { default: ComponentType<P> }) => module.default;

const LoginPage = screenLazy(screens.login, page);
const HomePage = screenLazy(screens.home, page);
const ChartListPage = screenLazy(screens.chartList, page);
const ChartAddPage = screenLazy(screens.chartAdd, page);
const ExplorePage = screenLazy(screens.explore, page);
const DatasetListPage = screenLazy(screens.datasetList, page);
const DatasetAddPage = screenLazy(screens.datasetAdd, page);
const DatabaseListPage = screenLazy(screens.databaseList, page);
const SqlLabPage = screenLazy(screens.sqlLab, page);
const SavedQueryListPage = screenLazy(screens.savedQueryList, page);
const QueryHistoryPage = screenLazy(screens.queryHistory, page);
const DashboardPage = screenLazy(screens.dashboard, page);
const DashboardPermalinkPage = screenLazy(screens.dashboard, (module) => module.DashboardPermalinkPage);
const DashboardListPage = screenLazy(screens.dashboardList, page);
const TagListPage = screenLazy(screens.tagList, page);
const AllEntitiesPage = screenLazy(screens.allEntities, page);
const AnnotationLayerListPage = screenLazy(screens.annotationLayerList, page);
const AnnotationListPage = screenLazy(screens.annotationList, page);
const CssTemplateListPage = screenLazy(screens.cssTemplateList, page);
const NotFoundPage = screenLazy(screens.notFound, page);

/** What a route's screen asks the server for first, sent at boot for the address the page opens on (with the
 * route's params as the router matched them). */
type RouteData = (prefetch: Prefetch, location: { pathname: string; search: string }, params: Params) => void;

/** A route's element, the screen module it draws and its first data (in the route's handle, for preloadRoute). */
const screenRoute = (path: string, screen: Screen, element: ReactNode, data?: RouteData): RouteObject => ({ path, element, handle: { screen, data } });

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
            screenRoute('/', 'home', <HomePage />),
            screenRoute('/superset/welcome/', 'home', <HomePage />),
            screenRoute('/chart/list/', 'chartList', <ChartListPage />),
            screenRoute('/chart/add', 'chartAdd', <ChartAddPage />),
            screenRoute('/dashboard/list/', 'dashboardList', <DashboardListPage />),
            screenRoute('/dashboard/:idOrSlug/', 'dashboard', <DashboardPage />, prefetchDashboard),
            screenRoute('/superset/dashboard/p/:key/', 'dashboard', <DashboardPermalinkPage />),
            screenRoute('/superset/dashboard/:idOrSlug/', 'dashboard', <DashboardPage />, prefetchDashboard),
            screenRoute('/explore/', 'explore', <ExplorePage />, prefetchExplore),
            screenRoute('/explore/p/:key/', 'explore', <ExplorePage />, prefetchExplore),
            screenRoute('/tablemodelview/list/', 'datasetList', <DatasetListPage />),
            screenRoute('/dataset/add/', 'datasetAdd', <DatasetAddPage />),
            screenRoute('/databaseview/list/', 'databaseList', <DatabaseListPage />),
            screenRoute('/sqllab/', 'sqlLab', <SqlLabPage />),
            screenRoute('/sqllab/p/:key/', 'sqlLab', <SqlLabPage />),
            screenRoute('/sqllab/permalink/:key/', 'sqlLab', <SqlLabPage />),
            screenRoute('/savedqueryview/list/', 'savedQueryList', <SavedQueryListPage />),
            screenRoute('/sqllab/history/', 'queryHistory', <QueryHistoryPage />),
            screenRoute('/tag/list/', 'tagList', <TagListPage />),
            screenRoute('/superset/tags/', 'tagList', <TagListPage />),
            screenRoute('/all_entities/', 'allEntities', <AllEntitiesPage />),
            screenRoute('/annotationlayer/list/', 'annotationLayerList', <AnnotationLayerListPage />),
            screenRoute('/annotationlayer/:layerId/annotation/', 'annotationList', <AnnotationListPage />),
            screenRoute('/csstemplatemodal/list/', 'cssTemplateList', <CssTemplateListPage />),
            screenRoute('*', 'notFound', <NotFoundPage />),
          ],
        },
      ],
    },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts what the page opens on before React's first render: the session query, the signed-in app's limits and
 * flags (every screen but the login page reads them), the module of the screen the address shows and that
 * screen's first data (nothing more for an address without a screen).
 */
export function preloadRoute(prefetch: Prefetch, location: { pathname: string; search: string }): void {
  void prefetch(SessionDocument, {});
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  const handle = match?.route.handle as { screen?: Screen; data?: RouteData } | undefined;
  if (handle?.screen && handle.screen !== 'login') void prefetch(AppConfigDocument, {});
  if (match) handle?.data?.(prefetch, location, match.params);
  // After the data requests: the module's chunks are many requests, and a browser sends only six at a time
  // to one origin over HTTP/1.1, so queued first they held the data back by a few hundred milliseconds.
  if (handle?.screen) void screens[handle.screen]().catch(() => undefined);
}
