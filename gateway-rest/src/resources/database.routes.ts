import type { Request } from 'express';
import { readJsonBody, requireJsonBody } from '../core/body';
import { GraphQLOperationError, notFound, RestError, supersetError } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { issueCodesFor } from '../core/issue-codes';
import { normalizeUncappedPaging } from '../core/paging';
import { readRisonArgs } from '../core/query-args';
import { resourceRoutes } from '../core/resource-routes';
import { ok, type RouteContext, type RouteDef } from '../core/route';
import {
  RestDatabaseAvailableDocument,
  RestDatabaseCatalogsDocument,
  RestDatabaseConnectionDocument,
  RestDatabaseCreateDocument,
  RestDatabaseDeleteDocument,
  RestDatabaseFunctionNamesDocument,
  RestDatabaseListDocument,
  RestDatabaseRelatedObjectsDocument,
  RestDatabaseRelatedUsersDocument,
  RestDatabaseSchemasDocument,
  RestDatabaseSelectStarDocument,
  RestDatabaseShowDocument,
  RestDatabaseSyncPermissionsDocument,
  RestDatabaseTableMetadataDocument,
  RestDatabaseTableMetadataExtraDocument,
  RestDatabaseTablesDocument,
  RestDatabaseTestConnectionDocument,
  RestDatabaseUpdateDocument,
  RestDatabaseValidateParametersDocument,
} from '../gql/graphql';
import { CATALOGS_ARGS_SCHEMA, databaseResource, SCHEMAS_ARGS_SCHEMA, TABLES_ARGS_SCHEMA } from './database.resource';
import { readDatabaseBody, readTestConnectionBody, readValidateParametersBody } from './database.request';
import { serializeChartsAndDashboards } from './related-objects.serializers';
import {
  serializeAvailableEngine,
  serializeDatabaseConnection,
  serializeDatabaseListRow,
  serializeDatabaseShow,
  serializeDatabaseWrite,
  serializeTableMetadata,
} from './database.serializers';

/** The error type of a failed operation, when the server typed it. */
function errorTypeOf(error: unknown): string | undefined {
  if (!(error instanceof GraphQLOperationError)) return undefined;
  const type = error.errors[0]?.extensions?.errorType;
  return typeof type === 'string' ? type : undefined;
}

/** Superset answers a database it cannot reach while listing its contents with a fixed 500. */
async function orConnectionError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const type = errorTypeOf(error);
    if (type && (type.startsWith('CONNECTION_') || type === 'GENERIC_DB_ENGINE_ERROR')) {
      throw new RestError(500, { message: 'There was an error connecting to the database' });
    }
    throw error;
  }
}

/** Superset's select_star: a missing or hidden table is 404 with its own text. */
async function orTableNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (errorTypeOf(error) === 'TABLE_DOES_NOT_EXIST_ERROR') throw new RestError(404, { message: 'Table not found on the database' });
    throw error;
  }
}

/** `name`, `schema`, `catalog` of table_metadata's plain query string. */
function tableQuery(req: Request): { table: string; schema: string | null; catalog: string | null } {
  const text = (key: string) => (typeof req.query[key] === 'string' && req.query[key] !== '' ? (req.query[key] as string) : null);
  const table = text('name');
  if (!table) {
    throw supersetError(400, {
      message: 'An error happened when validating the request',
      errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      extra: { messages: { name: ['Missing data for required field.'] } },
    });
  }
  return { table, schema: text('schema'), catalog: text('catalog') };
}

/** The deprecated path form's schema: Superset reads 'undefined' and 'null' as none. */
const pathSchema = (schema: string | undefined) => (!schema || schema === 'undefined' || schema === 'null' ? null : schema);

async function selectStar({ params, run }: RouteContext) {
  const id = flaskIntId(params.pk);
  const { selectStar: sql } = await orTableNotFound(
    run(RestDatabaseSelectStarDocument, { id, table: params.table, schema: pathSchema(params.schema), catalog: null }),
  );
  return ok({ result: sql });
}

/** Fixed paths first: `_info`, `available/`, `test_connection/` and `validate_parameters/` are not ids. */
export const databaseRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'database',
  viewMenu: 'Database',
  resource: databaseResource,
  bundle: 'DATABASE',
  async list({ run, now }, request) {
    // The database list lifts FAB's page-size cap: any size, and -1 for every row.
    const { page, pageSize } = normalizeUncappedPaging(request.args.page, request.args.page_size);
    const { databases } = await run(RestDatabaseListDocument, { ...request.variables, page, pageSize });
    return { count: databases.count, ids: databases.items.map((db) => db.id), rows: databases.items.map((db) => serializeDatabaseListRow(db, now)) };
  },
  // FAB's allowed_rel_fields of the database API.
  related: {
    columns: ['created_by', 'changed_by'],
    async fetch(run, _column, args) {
      const { databaseRelatedUsers } = await run(RestDatabaseRelatedUsersDocument, args);
      return { count: databaseRelatedUsers.count, items: databaseRelatedUsers.items.map(({ value, text }) => ({ value, text })) };
    },
  },
  routes: [
    {
      method: 'get',
      path: '/database/available/',
      async handle({ run }) {
        const { availableEngines } = await run(RestDatabaseAvailableDocument, {});
        return ok({ databases: availableEngines.map(serializeAvailableEngine) });
      },
    },
    {
      method: 'post',
      path: '/database/test_connection/',
      body: 'json',
      errors: 'sip40',
      async handle({ req, run }) {
        const input = readTestConnectionBody(requireJsonBody(req));
        await run(RestDatabaseTestConnectionDocument, { input });
        return ok({ message: 'OK' });
      },
    },
    {
      method: 'post',
      path: '/database/validate_parameters/',
      body: 'json',
      errors: 'sip40',
      async handle({ req, run }) {
        const body = readJsonBody(req);
        if (!body.ok) throw supersetError(400, { message: 'Request is not JSON', errorType: 'INVALID_PAYLOAD_FORMAT_ERROR' });
        const { input, errors: typeErrors } = readValidateParametersBody(body.value);
        const findings = Object.keys(typeErrors).length
          ? Object.entries(typeErrors).map(([field, messages]) => ({
              message: (messages as string[]).join('\n'),
              errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
              level: 'error',
              extra: { invalid: [field] } as Record<string, unknown>,
            }))
          : (await run(RestDatabaseValidateParametersDocument, { input })).validateDatabaseParameters.errors;
        if (!findings.length) return ok({ message: 'OK' });
        const errors = findings.map((f) => ({
          message: f.message,
          error_type: f.errorType,
          level: f.level,
          extra: { ...(f.extra as Record<string, unknown>), issue_codes: issueCodesFor(f.errorType) ?? [] },
        }));
        return { status: 422, body: { errors } };
      },
    },
    {
      method: 'post',
      path: '/database/',
      body: 'json',
      errors: 'sip40',
      async handle({ req, run }) {
        const body = requireJsonBody(req);
        const { createDatabase } = await run(RestDatabaseCreateDocument, { input: readDatabaseBody(body) });
        return { status: 201, body: { id: createDatabase.id, result: serializeDatabaseWrite(body, createDatabase, true) } };
      },
    },
    {
      method: 'get',
      path: '/database/:pk',
      async handle({ params, run }) {
        const id = flaskIntId(params.pk);
        const { database } = await run(RestDatabaseShowDocument, { id });
        if (!database) throw notFound();
        return ok({ id, result: serializeDatabaseShow(database) });
      },
    },
    {
      method: 'put',
      path: '/database/:pk',
      body: 'json',
      errors: 'sip40',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const body = requireJsonBody(req);
        const { updateDatabase } = await run(RestDatabaseUpdateDocument, { id, input: readDatabaseBody(body) });
        return ok({ id, result: serializeDatabaseWrite(body, updateDatabase, false) });
      },
    },
    {
      method: 'delete',
      path: '/database/:pk',
      async handle({ params, run }) {
        await run(RestDatabaseDeleteDocument, { id: flaskIntId(params.pk) });
        return ok({ message: 'OK' });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/connection',
      async handle({ params, run }) {
        const id = flaskIntId(params.pk);
        const { databaseConnection } = await run(RestDatabaseConnectionDocument, { id });
        if (!databaseConnection) throw notFound();
        return ok({ id, result: serializeDatabaseConnection(databaseConnection) });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/function_names/',
      async handle({ params, run }) {
        const { databaseFunctionNames } = await orConnectionError(run(RestDatabaseFunctionNamesDocument, { id: flaskIntId(params.pk) }));
        return ok({ function_names: databaseFunctionNames });
      },
    },
    {
      method: 'post',
      path: '/database/:pk/sync_permissions/',
      async handle({ params, run }) {
        await orConnectionError(run(RestDatabaseSyncPermissionsDocument, { id: flaskIntId(params.pk) }));
        return ok({ message: 'Permissions successfully synced' });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/related_objects/',
      async handle({ params, run }) {
        const { databaseRelatedObjects: related } = await run(RestDatabaseRelatedObjectsDocument, { id: flaskIntId(params.pk) });
        return ok({
          ...serializeChartsAndDashboards(related),
          sqllab_tab_states: { count: related.sqllabTabStates.length, result: related.sqllabTabStates },
        });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/catalogs/',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const args = readRisonArgs<{ force?: boolean }>(req.query.q, CATALOGS_ARGS_SCHEMA);
        const { databaseCatalogs } = await orConnectionError(run(RestDatabaseCatalogsDocument, { id, force: args.force ?? false }));
        return ok({ result: databaseCatalogs });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/schemas/',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const args = readRisonArgs<{ force?: boolean; catalog?: string; upload_allowed?: boolean }>(req.query.q, SCHEMAS_ARGS_SCHEMA);
        const { databaseSchemas } = await orConnectionError(
          run(RestDatabaseSchemasDocument, { id, catalog: args.catalog ?? null, force: args.force ?? false, uploadAllowed: args.upload_allowed ?? false }),
        );
        return ok({ result: databaseSchemas });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/tables/',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const args = readRisonArgs<{ force?: boolean; schema_name: string; catalog_name?: string }>(req.query.q, TABLES_ARGS_SCHEMA);
        const { databaseTables } = await orConnectionError(
          run(RestDatabaseTablesDocument, { id, schema: args.schema_name, catalog: args.catalog_name ?? null, force: args.force ?? false }),
        );
        return ok({ count: databaseTables.count, result: databaseTables.items.map((t) => ({ value: t.value, type: t.type, extra: null })) });
      },
    },
    {
      method: 'get',
      path: '/database/:pk/table_metadata/',
      errors: 'sip40',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const { tableMetadata } = await run(RestDatabaseTableMetadataDocument, { id, ...tableQuery(req) });
        return ok(serializeTableMetadata(tableMetadata));
      },
    },
    {
      method: 'get',
      path: '/database/:pk/table_metadata/extra/',
      errors: 'sip40',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const { tableMetadataExtra } = await run(RestDatabaseTableMetadataExtraDocument, { id, ...tableQuery(req) });
        return ok(tableMetadataExtra);
      },
    },
    {
      method: 'get',
      path: '/database/:pk/table/:table/:schema/',
      async handle({ params, run }) {
        const id = flaskIntId(params.pk);
        const { tableMetadata } = await run(RestDatabaseTableMetadataDocument, { id, table: params.table, schema: pathSchema(params.schema), catalog: null });
        return ok(serializeTableMetadata(tableMetadata));
      },
    },
    {
      method: 'get',
      path: '/database/:pk/table_extra/:table/:schema/',
      async handle({ params, run }) {
        const id = flaskIntId(params.pk);
        const { tableMetadataExtra } = await run(RestDatabaseTableMetadataExtraDocument, { id, table: params.table, schema: pathSchema(params.schema), catalog: null });
        return ok(tableMetadataExtra);
      },
    },
    { method: 'get', path: '/database/:pk/select_star/:table/', handle: selectStar },
    { method: 'get', path: '/database/:pk/select_star/:table/:schema/', handle: selectStar },
  ],
});
