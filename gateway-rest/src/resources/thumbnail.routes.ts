/**
 * ChartRestApi's and DashboardRestApi's thumbnail (REST ref §6: feature THUMBNAILS, else 404): the PNG when
 * it is taken; a 302 to the current digest when the asked one is stale; otherwise 202 with the picture's task
 * status while the server takes it (asking queues it).
 */
import { flaskIntId } from '../core/flask-int-id';
import type { RouteDef } from '../core/route';
import { RestThumbnailDocument, type ThumbnailKind } from '../gql/graphql';

const thumbnailRoute = (resource: 'chart' | 'dashboard', kind: ThumbnailKind): RouteDef => ({
  method: 'get',
  path: `/${resource}/:pk/thumbnail/:digest/`,
  async handle({ params, run }) {
    const id = flaskIntId(params.pk);
    const { thumbnail } = await run(RestThumbnailDocument, { kind, id, digest: params.digest });
    if (thumbnail.movedTo) return { status: 302, body: null, redirect: `/api/v1/${resource}/${id}/thumbnail/${thumbnail.movedTo}/` };
    if (thumbnail.base64) {
      return { status: 200, body: null, file: { filename: `${resource}-${id}.png`, contentType: 'image/png', body: Buffer.from(thumbnail.base64, 'base64'), inline: true } };
    }
    return { status: 202, body: { task_status: thumbnail.taskStatus, task_updated_at: thumbnail.taskUpdatedAt } };
  },
});

export const thumbnailRoutes: readonly RouteDef[] = [thumbnailRoute('chart', 'CHART'), thumbnailRoute('dashboard', 'DASHBOARD')];
