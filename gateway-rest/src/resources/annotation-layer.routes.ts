import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { bulkDeleteRoute, deletedMessage, listRoute, resourceRoutes } from '../core/resource-routes';
import { ok, type RouteDef } from '../core/route';
import { showResponse } from '../core/show-response';
import {
  RestAnnotationBulkDeleteDocument,
  RestAnnotationCreateDocument,
  RestAnnotationDeleteDocument,
  RestAnnotationLayerBulkDeleteDocument,
  RestAnnotationLayerCreateDocument,
  RestAnnotationLayerDeleteDocument,
  RestAnnotationLayerListDocument,
  RestAnnotationLayerRelatedDocument,
  RestAnnotationLayerShowDocument,
  RestAnnotationLayerUpdateDocument,
  RestAnnotationListDocument,
  RestAnnotationShowDocument,
  RestAnnotationUpdateDocument,
  type AnnotationLayerRelatedColumn,
} from '../gql/graphql';
import { parseAnnotationBody, parseAnnotationLayerBody } from './annotation-layer.body';
import { ANNOTATION_SHOW_COLUMNS, annotationLayerResource, annotationResource, LAYER_RELATED_COLUMNS, LAYER_SHOW_COLUMNS } from './annotation-layer.resource';
import { serializeAnnotation, serializeAnnotationLayer, serializeLoaded } from './annotation-layer.serializers';

const LAYERS = '/annotation_layer';
const ANNOTATIONS = `${LAYERS}/:pk/annotation`;

/** The annotation routes all declare `<int:pk>` (and `<int:annotation_id>`): other text matches no route. */
const layerIdOf = (params: Record<string, string>) => flaskIntId(params.pk);

/** AnnotationRestApi: a layer's annotations, nested under the layer's path (resource name `annotation_layer` too). */
const annotationRoutes: RouteDef[] = [
  listRoute(`${ANNOTATIONS}/`, annotationResource, async ({ run, now, params }, request) => {
    const { annotations } = await run(RestAnnotationListDocument, { ...request.variables, layerId: layerIdOf(params) });
    return { count: annotations.count, ids: annotations.items.map((a) => a.id), rows: annotations.items.map((a) => serializeAnnotation(a, now)) };
  }),
  {
    method: 'post',
    path: `${ANNOTATIONS}/`,
    body: 'json',
    async handle({ req, params, run }) {
      const layerId = layerIdOf(params);
      const { data, input } = parseAnnotationBody(requireJsonBody(req), true);
      const { createAnnotation } = await run(RestAnnotationCreateDocument, { layerId, input });
      return { status: 201, body: { id: createAnnotation.id, result: { ...serializeLoaded(data), layer: layerId } } };
    },
  },
  bulkDeleteRoute(`${ANNOTATIONS}/`, {
    run: async (run, ids, { params }) => (await run(RestAnnotationBulkDeleteDocument, { layerId: layerIdOf(params), ids })).deleteAnnotations.count,
    message: deletedMessage('annotation', 'annotations'),
  }),
  {
    method: 'get',
    path: `${ANNOTATIONS}/:annotationId`,
    async handle({ req, params, run, now }) {
      const layerId = layerIdOf(params);
      const id = flaskIntId(params.annotationId);
      const { annotation } = await run(RestAnnotationShowDocument, { layerId, id });
      if (!annotation) throw notFound();
      return ok(showResponse(req, { id, row: serializeAnnotation(annotation, now), showColumns: ANNOTATION_SHOW_COLUMNS, title: 'Show Annotation' }));
    },
  },
  {
    method: 'put',
    path: `${ANNOTATIONS}/:annotationId`,
    body: 'json',
    async handle({ req, params, run }) {
      const layerId = layerIdOf(params);
      const id = flaskIntId(params.annotationId);
      const { data, input } = parseAnnotationBody(requireJsonBody(req), false);
      const { updateAnnotation } = await run(RestAnnotationUpdateDocument, { layerId, id, input });
      return ok({ id: updateAnnotation.id, result: { ...serializeLoaded(data), layer: layerId } });
    },
  },
  {
    method: 'delete',
    path: `${ANNOTATIONS}/:annotationId`,
    async handle({ params, run }) {
      await run(RestAnnotationDeleteDocument, { layerId: layerIdOf(params), id: flaskIntId(params.annotationId) });
      return ok({ message: 'OK' });
    },
  },
];

/** AnnotationLayerRestApi (view-menu `Annotation`): FAB's CRUD, bulk delete, related users, and the layer's annotations. */
export const annotationLayerRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'annotation_layer',
  viewMenu: 'Annotation',
  resource: annotationLayerResource,
  async list({ run, now }, request) {
    const { annotationLayers } = await run(RestAnnotationLayerListDocument, request.variables);
    return { count: annotationLayers.count, ids: annotationLayers.items.map((l) => l.id), rows: annotationLayers.items.map((l) => serializeAnnotationLayer(l, now)) };
  },
  related: {
    columns: LAYER_RELATED_COLUMNS,
    fetch: async (run, column, args) => (await run(RestAnnotationLayerRelatedDocument, { ...args, column: column.toUpperCase() as AnnotationLayerRelatedColumn })).annotationLayerRelated,
  },
  bulkDelete: { run: async (run, ids) => (await run(RestAnnotationLayerBulkDeleteDocument, { ids })).deleteAnnotationLayers.count, message: deletedMessage('annotation layer', 'annotation layers') },
  routes: [
    {
      method: 'post',
      path: `${LAYERS}/`,
      body: 'json',
      async handle({ req, run }) {
        const { data, input } = parseAnnotationLayerBody(requireJsonBody(req), true);
        const { createAnnotationLayer } = await run(RestAnnotationLayerCreateDocument, { input });
        return { status: 201, body: { id: createAnnotationLayer.id, result: data } };
      },
    },
    ...annotationRoutes,
    {
      method: 'get',
      path: `${LAYERS}/:pk`,
      async handle({ req, params, run, now }) {
        const id = layerIdOf(params);
        const { annotationLayer } = await run(RestAnnotationLayerShowDocument, { id });
        if (!annotationLayer) throw notFound();
        return ok(showResponse(req, { id, row: serializeAnnotationLayer(annotationLayer, now), showColumns: LAYER_SHOW_COLUMNS, title: 'Show Annotation Layer' }));
      },
    },
    {
      method: 'put',
      path: `${LAYERS}/:pk`,
      body: 'json',
      async handle({ req, params, run }) {
        const id = layerIdOf(params);
        const { data, input } = parseAnnotationLayerBody(requireJsonBody(req), false);
        const { updateAnnotationLayer } = await run(RestAnnotationLayerUpdateDocument, { id, input });
        return ok({ id: updateAnnotationLayer.id, result: data });
      },
    },
    {
      method: 'delete',
      path: `${LAYERS}/:pk`,
      async handle({ params, run }) {
        await run(RestAnnotationLayerDeleteDocument, { id: layerIdOf(params) });
        return ok({ message: 'OK' });
      },
    },
  ],
});
