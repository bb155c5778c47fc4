/**
 * DynamicPluginsView's read (FAB's ModelView `api_read`, mounted at the root): the registered chart plugins
 * in FAB's legacy JSON shape, an empty `result` when there are none. Superset's frontend loads each bundle
 * listed here; the web client registers its charts at build time, so it reads none.
 */
import { ok, type RouteDef } from '../core/route';
import { RestDynamicPluginsDocument } from '../gql/graphql';

const LIST_COLUMNS = ['name', 'key', 'bundle_url', 'id'] as const;
const LABELS: Record<(typeof LIST_COLUMNS)[number], string> = { name: 'Name', key: 'Key', bundle_url: 'Bundle URL', id: 'Id' };

export const dynamicPluginRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/dynamic-plugins/api/read',
    async handle({ run }) {
      const { dynamicPlugins } = await run(RestDynamicPluginsDocument, {});
      return ok({
        label_columns: LABELS,
        list_columns: LIST_COLUMNS,
        order_columns: LIST_COLUMNS,
        page: null,
        page_size: null,
        count: dynamicPlugins.length,
        modelview_name: 'DynamicPluginsView',
        pks: dynamicPlugins.map((p) => p.id),
        result: dynamicPlugins.map((p) => ({ name: p.name, key: p.key, bundle_url: p.bundleUrl, id: p.id })),
      });
    },
  },
];
