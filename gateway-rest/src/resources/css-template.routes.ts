import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
import { ok, type RouteDef } from '../core/route';
import { showResponse } from '../core/show-response';
import {
  RestCssTemplateBulkDeleteDocument,
  RestCssTemplateCreateDocument,
  RestCssTemplateDeleteDocument,
  RestCssTemplateListDocument,
  RestCssTemplateRelatedDocument,
  RestCssTemplateShowDocument,
  RestCssTemplateUpdateDocument,
  type CssTemplateRelatedColumn,
} from '../gql/graphql';
import { parseCssTemplateBody } from './css-template.body';
import { cssTemplateResource, RELATED_COLUMNS, SHOW_COLUMNS } from './css-template.resource';
import { serializeCssTemplate, serializeCssTemplateWrite } from './css-template.serializers';

/** CssTemplateRestApi (view-menu `CssTemplate`): FAB's generic CRUD, bulk delete and related users. */
export const cssTemplateRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'css_template',
  viewMenu: 'CssTemplate',
  resource: cssTemplateResource,
  async list({ run, now }, request) {
    const { cssTemplates } = await run(RestCssTemplateListDocument, request.variables);
    return { count: cssTemplates.count, ids: cssTemplates.items.map((t) => t.id), rows: cssTemplates.items.map((t) => serializeCssTemplate(t, now)) };
  },
  related: {
    columns: RELATED_COLUMNS,
    fetch: async (run, column, args) => (await run(RestCssTemplateRelatedDocument, { ...args, column: column.toUpperCase() as CssTemplateRelatedColumn })).cssTemplateRelated,
  },
  bulkDelete: { run: async (run, ids) => (await run(RestCssTemplateBulkDeleteDocument, { ids })).deleteCssTemplates.count, message: deletedMessage('css template', 'css templates') },
  routes: [
    {
      method: 'post',
      path: '/css_template/',
      body: 'json',
      async handle({ req, run }) {
        const { createCssTemplate } = await run(RestCssTemplateCreateDocument, { input: parseCssTemplateBody(requireJsonBody(req)) });
        return { status: 201, body: { id: createCssTemplate.id, result: serializeCssTemplateWrite(createCssTemplate) } };
      },
    },
    {
      method: 'get',
      path: '/css_template/:pk',
      async handle({ req, params, run, now }) {
        // FAB's show is /<int:pk>; its PUT and DELETE (/<pk>) take any text, so Werkzeug answers 405.
        const id = flaskIntId(params.pk, 'take-text');
        const { cssTemplate } = await run(RestCssTemplateShowDocument, { id });
        if (!cssTemplate) throw notFound();
        return ok(showResponse(req, { id, row: serializeCssTemplate(cssTemplate, now), showColumns: SHOW_COLUMNS, title: 'Show Css Template' }));
      },
    },
    {
      method: 'put',
      path: '/css_template/:pk',
      body: 'json',
      async handle({ req, params, run }) {
        const id = requireIntId(params.pk);
        const { updateCssTemplate } = await run(RestCssTemplateUpdateDocument, { id, input: parseCssTemplateBody(requireJsonBody(req)) });
        return ok({ result: serializeCssTemplateWrite(updateCssTemplate) });
      },
    },
    {
      method: 'delete',
      path: '/css_template/:pk',
      async handle({ params, run }) {
        await run(RestCssTemplateDeleteDocument, { id: requireIntId(params.pk) });
        return ok({ message: 'OK' });
      },
    },
  ],
});
