/**
 * Export and import of saved queries (REST ref §7). Export takes the caller's own queries (any id that is
 * missing or someone else's is 404, no partial bundle) with the databases they run on, passwords masked.
 * Import binds each query to an existing database by uuid and matches queries by uuid: an existing one is
 * replaced only with `overwrite`, and never when it belongs to another user. All of it in one transaction.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor, withTransaction } from '../../platform/sql';
import { databaseIdsByUuid, exportableDatabases, maskUri, parseUri, PASSWORD_MASK } from '../database';
import { buildSavedQueryBundle, BundleFormatError, readSavedQueryBundle, type ExportedDatabase } from './saved-query.bundle';
import type { ImportSavedQueriesPayload, SavedQueryExport } from './saved-query.types';
import { parseJsonObjectText } from '../../platform/json-text';

export const ALREADY_EXISTS = 'Saved_Queries already exists and `overwrite=true` was not passed';

function importError(extra: Record<string, unknown>): TesseraError {
  return new TesseraError('GENERIC_COMMAND_ERROR', 'Error importing saved_queries', { code: 'UNPROCESSABLE', extra });
}

/** The URI with its password masked; a password stored apart from the URI shows as the mask too. */
function exportedUri(uri: string, hasStoredPassword: boolean): string {
  const u = parseUri(uri);
  if (!u || !hasStoredPassword || !u.username) return maskUri(uri);
  u.password = PASSWORD_MASK;
  return u.toString();
}

export class SavedQueryTransferService {
  constructor(private readonly dataSource: DataSource) {}

  async export(ctx: RequestContext, ids: number[], now = new Date()): Promise<SavedQueryExport> {
    const actor = ctx.require('can_export', 'SavedQuery');
    const db = dbFor(ctx, this.dataSource);
    const unique = [...new Set(ids)];
    const rows: { id: number; uuid: string; catalog: string | null; schema: string | null; label: string | null; description: string | null; sql: string | null; db_id: number }[] =
      await db.query(`SELECT id, uuid, catalog, schema, label, description, sql, db_id FROM saved_query WHERE id = ANY($1::int[]) AND user_id = $2 ORDER BY id`, [
        unique,
        actor.user.id,
      ]);
    if (rows.length !== unique.length) throw errors.notFound();
    const dbRows = await exportableDatabases(db, [...new Set(rows.map((r) => r.db_id))]);
    const byId = new Map(dbRows.map((d) => [d.id as number, d]));
    const databases: ExportedDatabase[] = dbRows.map((d) => {
      const { schemas_allowed_for_file_upload: schemas, ...extra } = parseJsonObjectText(d.extra as string | null);
      return {
        database_name: d.database_name as string,
        sqlalchemy_uri: exportedUri(d.sqlalchemy_uri as string, d.password !== null),
        cache_timeout: (d.cache_timeout as number | null) ?? null,
        expose_in_sqllab: !!d.expose_in_sqllab,
        allow_run_async: !!d.allow_run_async,
        allow_ctas: !!d.allow_ctas,
        allow_cvas: !!d.allow_cvas,
        allow_dml: !!d.allow_dml,
        allow_csv_upload: !!d.allow_file_upload,
        // Exported under the legacy key, as Superset does.
        extra: { ...extra, schemas_allowed_for_csv_upload: schemas ?? [] },
        impersonate_user: !!d.impersonate_user,
        uuid: d.uuid as string,
      };
    });
    const queries = rows.map((r) => {
      const d = byId.get(r.db_id)!;
      return { ...r, databaseUuid: d.uuid as string, databaseName: d.database_name as string };
    });
    const { filename, body } = buildSavedQueryBundle(queries, databases, now);
    return { filename, contentType: 'application/zip', base64: body.toString('base64') };
  }

  async import(ctx: RequestContext, data: Buffer, overwrite: boolean): Promise<ImportSavedQueriesPayload> {
    const actor = ctx.require('can_write', 'SavedQuery');
    let bundle;
    try {
      bundle = await readSavedQueryBundle(data);
    } catch (err) {
      if (!(err instanceof BundleFormatError)) throw err;
      const status = err.message === 'No valid import files were found' ? 400 : 422;
      throw new TesseraError('GENERIC_COMMAND_ERROR', err.message, { code: status === 400 ? 'BAD_USER_INPUT' : 'UNPROCESSABLE', status });
    }
    const problems: Record<string, unknown> = { ...bundle.errors };
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      const dbUuids = [...new Set(bundle.queries.map((q) => q.databaseUuid))];
      const found = await databaseIdsByUuid(db, dbUuids);
      const databaseId = new Map(found.map((d) => [d.uuid.toLowerCase(), d.id]));
      const existing: { id: number; uuid: string; user_id: number | null }[] = bundle.queries.length
        ? await db.query(`SELECT id, uuid, user_id FROM saved_query WHERE uuid = ANY($1::uuid[]) FOR UPDATE`, [bundle.queries.map((q) => q.uuid)])
        : [];
      const byUuid = new Map(existing.map((q) => [q.uuid.toLowerCase(), q]));
      for (const q of bundle.queries) {
        const current = byUuid.get(q.uuid);
        if (!databaseId.has(q.databaseUuid)) {
          // Creating databases from a bundle is the database importer's job; a saved query only binds to one.
          problems[bundle.databases.get(q.databaseUuid) ?? q.file] = { _schema: [`Database with uuid ${q.databaseUuid} does not exist`] };
        } else if (current && current.user_id !== actor.user.id) {
          problems[q.file] = 'Saved query belongs to another user';
        } else if (current && !overwrite) {
          problems[q.file] = ALREADY_EXISTS;
        }
      }
      if (Object.keys(problems).length) throw importError(problems);
      let created = 0;
      let updated = 0;
      for (const q of bundle.queries) {
        const values = [databaseId.get(q.databaseUuid), q.catalog, q.schema, q.label, q.description, q.sql, actor.user.id];
        if (byUuid.has(q.uuid)) {
          await db.query(
            `UPDATE saved_query SET db_id = $1, catalog = $2, schema = $3, label = $4, description = $5, sql = $6, changed_by_fk = $7,
                    changed_on = timezone('utc', now()) WHERE uuid = $8`,
            [...values, q.uuid],
          );
          updated++;
        } else {
          await db.query(
            `INSERT INTO saved_query (db_id, catalog, schema, label, description, sql, user_id, created_by_fk, changed_by_fk, uuid)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7, $8)`,
            [...values, q.uuid],
          );
          created++;
        }
      }
      return { created, updated };
    });
  }
}
