import type { Request } from 'express';
import { type BundleResource, RestPermissionsDocument } from '../gql/graphql';
import { bundleRoutes } from './bundle-routes';
import { notFound } from './errors';
import { buildInfoResponse, parseInfoArgs, type ModelResource } from './info';
import type { JsonSchema } from './json-schema';
import type { ListResource } from './list-resource';
import { parseListRequest, type ListRequest } from './list-request';
import { shapeListResponse, type Row } from './list-response';
import { normalizePaging } from './paging';
import { readRisonArgs } from './query-args';
import { ok, type RouteContext, type RouteDef } from './route';

type Run = RouteContext['run'];

/** FAB's `q` of `related/{col}` and `distinct/{col}`, paged like a list. */
export interface RelatedArgs {
  filter: string | null;
  page: number;
  pageSize: number;
  includeIds: number[] | null;
}

const RELATED_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { page: { type: 'integer' }, page_size: { type: 'integer' }, filter: { type: 'string' }, include_ids: { type: 'array', items: { type: 'integer' } } },
};
const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };

export function readRelatedArgs(req: Request): RelatedArgs {
  const args = readRisonArgs<{ page?: number; page_size?: number; filter?: string; include_ids?: number[] }>(req.query.q, RELATED_ARGS_SCHEMA);
  const { page, pageSize } = normalizePaging(args.page, args.page_size);
  return { filter: args.filter ?? null, page, pageSize, includeIds: args.include_ids ?? null };
}

/** The ids of a bulk call (`?q=!(1,2)`). */
export function readIdList(req: Request): number[] {
  return readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
}

/** One page of a list: the rows fully serialised; the factory keeps the requested columns. */
export interface ListPage {
  count: number;
  ids: readonly number[];
  rows: readonly Row[];
  /** The rows are answered whole whatever `columns` asks for (QueryRestApi's fixed list schema). */
  whole?: boolean;
}

export interface RelatedPage {
  count: number;
  /** `extra` is FAB's related extra ({} when the resource adds none). */
  items: readonly { value: number; text: string; extra?: unknown }[];
}

export interface DistinctPage {
  count: number;
  items: readonly string[];
}

/**
 * A FAB model resource (`ModelRestApi`) as a declaration: its column sets and one callback per generated
 * endpoint. Which endpoints exist follows from which callbacks are given.
 */
export interface ResourceDeclaration<TFilterField extends string, TOrderField extends string> {
  /** The path segment under /api/v1: `saved_query` serves `/api/v1/saved_query/...`. */
  path: string;
  /** FAB's view-menu name the resource's permissions are held on (`_info`'s `permissions`). */
  viewMenu: string;
  resource: ModelResource<TFilterField, TOrderField>;
  /** GET `/` — one page for the mapped list variables. */
  list?(ctx: RouteContext, request: ListRequest<TFilterField, TOrderField>): Promise<ListPage>;
  /** GET `/related/{column}`; other columns answer 404. */
  related?: { columns: readonly string[]; fetch(run: Run, column: string, args: RelatedArgs): Promise<RelatedPage> };
  /** GET `/distinct/{column}`; other columns answer 404. */
  distinct?: { columns: readonly string[]; fetch(run: Run, column: string, args: RelatedArgs): Promise<DistinctPage> };
  /** The resource exchanges bundles: GET `/export/?q=!(ids)` and POST `/import/` (bundle-routes.ts). */
  bundle?: BundleResource;
  /** DELETE `/?q=!(ids)`: deletes and answers how many went, in the resource's words (`ctx` for path parameters). */
  bulkDelete?: { run(run: Run, ids: number[], ctx: RouteContext): Promise<number>; message(count: number): string };
  /** The resource's other routes, fixed paths (`/duplicate`, `/:pk/refresh`, ...) and item routes alike. */
  routes?: readonly RouteDef[];
}

/**
 * The routes of a resource, in the order Express must try them: the generated fixed paths, then the
 * resource's own routes, so `_info`, `related/...` or `export/` are never read as an id.
 */
export function resourceRoutes<TFilterField extends string, TOrderField extends string>(
  declaration: ResourceDeclaration<TFilterField, TOrderField>,
): RouteDef[] {
  const { resource } = declaration;
  const base = `/${declaration.path}`;
  const routes: RouteDef[] = [
    {
      method: 'get',
      path: `${base}/_info`,
      async handle({ req, run }) {
        const args = parseInfoArgs(req.query.q);
        const { myPermissions } = await run(RestPermissionsDocument, { viewMenu: declaration.viewMenu });
        return ok(buildInfoResponse(resource, args, myPermissions));
      },
    },
  ];
  const { related, distinct, list, bulkDelete } = declaration;
  if (related) {
    routes.push({
      method: 'get',
      path: `${base}/related/:column`,
      async handle({ req, params, run }) {
        if (!related.columns.includes(params.column)) throw notFound();
        const page = await related.fetch(run, params.column, readRelatedArgs(req));
        return ok({ count: page.count, result: page.items.map(({ value, text, extra }) => ({ value, text, extra: extra ?? {} })) });
      },
    });
  }
  if (distinct) {
    routes.push({
      method: 'get',
      path: `${base}/distinct/:column`,
      async handle({ req, params, run }) {
        if (!distinct.columns.includes(params.column)) throw notFound();
        const page = await distinct.fetch(run, params.column, readRelatedArgs(req));
        return ok({ count: page.count, result: page.items.map((value) => ({ text: value, value })) });
      },
    });
  }
  if (declaration.bundle) routes.push(...bundleRoutes(base, declaration.bundle, readIdList));
  if (list) routes.push(listRoute(`${base}/`, resource, list));
  if (bulkDelete) routes.push(bulkDeleteRoute(`${base}/`, bulkDelete));
  return [...routes, ...(declaration.routes ?? [])];
}

/** GET of a FAB list at `path`: the rison `q` mapped, one page fetched, shaped with the requested columns and keys. */
export function listRoute<TFilterField extends string, TOrderField extends string>(
  path: string,
  resource: ListResource<TFilterField, TOrderField>,
  list: NonNullable<ResourceDeclaration<TFilterField, TOrderField>['list']>,
): RouteDef {
  return {
    method: 'get',
    path,
    async handle(ctx) {
      const request = parseListRequest(ctx.req.query.q, resource);
      const page = await list(ctx, request);
      const body = shapeListResponse({
        resource,
        count: page.count,
        ids: page.ids,
        rows: page.whole ? [] : page.rows,
        selection: request.selection,
        keys: request.args.keys,
      });
      return ok(page.whole ? { ...body, result: page.rows } : body);
    },
  };
}

/** DELETE at `path` with `?q=!(ids)`: deletes and answers how many went, in the resource's words. */
export function bulkDeleteRoute(path: string, bulkDelete: NonNullable<ResourceDeclaration<string, string>['bulkDelete']>): RouteDef {
  return {
    method: 'delete',
    path,
    async handle(ctx) {
      const count = await bulkDelete.run(ctx.run, readIdList(ctx.req), ctx);
      return ok({ message: bulkDelete.message(count) });
    },
  };
}

/** "Deleted 1 chart" / "Deleted 3 charts". */
export function deletedMessage(singular: string, plural: string): (count: number) => string {
  return (count) => `Deleted ${count} ${count === 1 ? singular : plural}`;
}
