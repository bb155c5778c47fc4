/**
 * SQL Lab runs: executeSql (authorize, render, check and limit the statements, record the run, then run it
 * now or queue it), stopQuery, the run itself by id or client id, its stored rows by results key, and the
 * runs changed since a moment (what REST clients poll).
 */
import { seesAllQueries } from './query-list.service';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { overlongFields } from '../../platform/field-length';
import type { ResultsBackend } from '../../platform/results-backend';
import { dbFor, withTransaction, type Queryable } from '../../platform/sql';
import { seesAllData } from '../security';
import type { Actor } from '../../platform/actor';
import { insideAccess } from '../database';
import type { Query } from './query.entity';
import { findByClientId, findById, findByResultsKey, findUpdatedSince, insertQuery, type NewQuery } from './query-store';
import { CtasMethod, LimitingFactor, QueryState } from './query-state';
import { initialState } from './query-state.policy';
import { toSqlLabQuery, type SqlLabQuery } from './query.types';
import { storedRunError, type QueryRunner } from './query-runner';
import { connectTarget, loadSqlLabTarget, requireSqlAccess, type SqlLabTarget } from './sqllab-access';
import type { ExecuteSqlInput, SqlLabExecution } from './sqllab-execute.types';
import { ctasTableName, prepareSql, renderSqlTemplate, userMacros, type PreparedSql } from './sqllab-prepare';
import { DISPLAY_MAX_ROW, readStoredResults } from './sqllab-result-store';
import { sqlLabResults } from './sqllab-results';

export type SqlLabExecuteConfig = Pick<Config, 'secretKey' | 'sqlMaxRow' | 'featureFlags'>;

/** Superset's DEFAULT_SQLLAB_LIMIT: the dropdown's value when a run names none. */
export const DEFAULT_SQLLAB_LIMIT = 1000;
/** Superset's client ids are at most 11 characters. */
export const CLIENT_ID_MAX = 11;

export const RESULTS_EXPIRED_MESSAGE = 'Data could not be retrieved from the results backend. You need to re-run the original query.';
export const RESULTS_QUERY_MISSING_MESSAGE = 'The query associated with these results could not be found. You need to re-run the original query.';

/** A random client id in Superset's alphabet and length. */
export function newClientId(): string {
  return randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);
}

/** Whether the actor may see a run: their own, or any run on a database they fully reach. */
export function canSeeRun(actor: Actor, q: Query): boolean {
  if (q.userId === actor.user.id || seesAllData(actor)) return true;
  return q.database ? insideAccess(actor, { id: q.database.id, name: q.database.databaseName }, null, []).all : false;
}

/** A run's SQL as it will be sent, once nothing refuses it. */
interface CheckedRun {
  prepared: PreparedSql;
  ctas: { method: CtasMethod; table: string; schema: string | null } | null;
}

/** The largest time a JavaScript Date holds (±8.64e15 ms). */
const MAX_DATE_MS = 8.64e15;

export class SqlLabExecuteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: SqlLabExecuteConfig,
    private readonly runner: QueryRunner,
    private readonly results: ResultsBackend,
  ) {}

  async execute(ctx: RequestContext, input: ExecuteSqlInput): Promise<SqlLabExecution> {
    const actor = ctx.require('can_execute_sql_query', 'SQLLab');
    const db = dbFor(ctx, this.dataSource);
    const clientId = input.clientId?.trim() || newClientId();
    if (clientId.length > CLIENT_ID_MAX) throw errors.invalidFields({ client_id: [`Longer than maximum length ${CLIENT_ID_MAX}.`] });
    // The run stores these in varchar(256) columns.
    const overlong = overlongFields({ catalog: input.catalog, schema: input.schema, sql_editor_id: input.sqlEditorId, tab: input.tabName }, 256);
    if (overlong) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: overlong });
    if (!input.sql?.trim()) throw errors.invalidFields({ sql: ['Field may not be null.'] });
    if (input.queryLimit != null && input.queryLimit < 0) throw errors.invalidFields({ queryLimit: ['Must be greater than or equal to 0.'] });

    // Re-posting a client id that was already handled answers the stored run instead of running again.
    const existing = await findByClientId(this.dataSource.manager, clientId);
    if (existing) {
      if (existing.userId !== actor.user.id) throw errors.forbidden('This client id belongs to another run.', 'QUERY_SECURITY_ACCESS_ERROR');
      return { query: toSqlLabQuery(existing), results: null };
    }

    const target = await loadSqlLabTarget(db, actor, input.databaseId, this.config.secretKey);
    const startTime = Date.now();
    const runAsync = (input.runAsync ?? target.row.allow_run_async) && target.row.allow_run_async;
    const ctasMethod = input.ctasMethod ?? CtasMethod.TABLE;
    const record = (fields: Partial<NewQuery>) =>
      withTransaction(ctx, this.dataSource, (_tx, em) =>
        insertQuery(em, {
          clientId,
          databaseId: target.row.id,
          userId: actor.user.id,
          status: initialState(runAsync),
          sql: input.sql,
          catalog: input.catalog ?? null,
          schema: input.schema ?? null,
          sqlEditorId: input.sqlEditorId ?? null,
          tabName: input.tabName ?? null,
          limit: null,
          limitingFactor: LimitingFactor.UNKNOWN,
          executedSql: null,
          selectSql: null,
          selectAsCta: !!input.selectAsCta,
          ctasMethod,
          tmpTableName: null,
          tmpSchemaName: null,
          runAsync,
          startTime,
          ...fields,
        }),
      );

    let checked: CheckedRun;
    try {
      checked = await this.check(db, actor, input, target, { startTime, ctasMethod });
    } catch (err) {
      // Superset keeps refused runs (a syntax error, DML on a read-only database, missing access) in the
      // history as failed, with the error the person saw.
      if (err instanceof TesseraError) {
        await record({ status: QueryState.FAILED, endTime: Date.now(), errorMessage: err.message, extra: { errors: [storedRunError(err, target.spec.engineName)] } });
      }
      throw err;
    }
    const { prepared, ctas } = checked;
    const query = await record({
      limit: prepared.limit,
      limitingFactor: prepared.limitingFactor,
      executedSql: prepared.executedSql,
      selectSql: prepared.selectSql,
      selectAsCta: !!ctas,
      tmpTableName: ctas?.table ?? null,
      tmpSchemaName: ctas?.schema ?? null,
    });
    const plan = { clientId, queryId: query.id, databaseId: target.row.id, statements: prepared.statements, limit: prepared.limit, limitingFactor: prepared.limitingFactor };
    if (runAsync) {
      // The pending state is pushed (and answered) before the job can move it on.
      const pending = await this.runner.publish(query.clientId);
      await this.runner.enqueue(plan);
      return { query: pending, results: null };
    }
    await this.runner.publish(query.clientId);
    return this.runner.runSync(plan, () => connectTarget(target), target.spec.engineName);
  }

  /** Renders, checks and limits the run's SQL and checks the actor's access to what it reads; throws what refuses it. */
  private async check(db: Queryable, actor: Actor, input: ExecuteSqlInput, target: SqlLabTarget, { startTime, ctasMethod }: { startTime: number; ctasMethod: CtasMethod }): Promise<CheckedRun> {
    const dialect = target.spec.sqlDialect;
    const sql = this.config.featureFlags.ENABLE_TEMPLATE_PROCESSING ? renderSqlTemplate(input.sql, input.templateParams ?? null, { dialect, literals: target.spec, macros: userMacros(actor.user) }) : input.sql;
    const ctas = input.selectAsCta
      ? {
          method: ctasMethod,
          table: input.tmpTableName?.trim() || ctasTableName(actor.user.id, new Date(startTime)),
          schema: target.row.force_ctas_schema || input.tmpSchemaName?.trim() || input.schema || null,
        }
      : null;
    if (ctas && ctasMethod === CtasMethod.TABLE && !target.row.allow_ctas) {
      throw new TesseraError('INVALID_CTAS_QUERY_ERROR', 'The database does not allow CREATE TABLE AS SELECT.', { code: 'FORBIDDEN' });
    }
    if (ctas && ctasMethod === CtasMethod.VIEW && !target.row.allow_cvas) {
      throw new TesseraError('INVALID_CVAS_QUERY_ERROR', 'The database does not allow CREATE VIEW AS SELECT.', { code: 'FORBIDDEN' });
    }
    const prepared = prepareSql(sql, {
      dialect,
      allowDml: target.row.allow_dml,
      requestedLimit: input.queryLimit ?? DEFAULT_SQLLAB_LIMIT,
      maxRow: this.config.sqlMaxRow,
      ctas: ctas ? { ...ctas, quotedName: target.spec.quoteTable({ name: ctas.table, schema: ctas.schema }) } : null,
    });
    await requireSqlAccess(db, target, prepared.sourceStatements, input.catalog ?? null, input.schema ?? null);
    return { prepared, ctas };
  }

  /** Stops a run of the actor's: marks it stopped and interrupts the engine statement. */
  async stop(ctx: RequestContext, clientId: string): Promise<SqlLabQuery> {
    const actor = ctx.require('can_read', 'Query');
    const q = await findByClientId(this.dataSource.manager, clientId);
    // Superset's QueryNotFoundException text, which REST answers as is (publicMessage).
    if (!q || q.userId !== actor.user.id) {
      throw new TesseraError('OBJECT_DOES_NOT_EXIST_ERROR', `Query with client_id ${clientId} not found`, { code: 'NOT_FOUND', extra: { publicMessage: true } });
    }
    await this.runner.stop(clientId);
    return toSqlLabQuery((await findByClientId(this.dataSource.manager, clientId)) as Query);
  }

  /** One run by server id or client id; null when unknown or not the actor's to see (their own, or all with all_query_access — the history's rule). */
  async get(ctx: RequestContext, key: { id?: number | null; clientId?: string | null }): Promise<SqlLabQuery | null> {
    const actor = ctx.require('can_read', 'Query');
    const em = this.dataSource.manager;
    const q = key.id != null ? await findById(em, key.id) : key.clientId ? await findByClientId(em, key.clientId) : null;
    return q && (q.userId === actor.user.id || seesAllQueries(actor)) ? toSqlLabQuery(q) : null;
  }

  /** The actor's runs changed after `sinceMs` (REST `query/updated_since`). */
  async updatedSince(ctx: RequestContext, sinceMs: number): Promise<SqlLabQuery[]> {
    const actor = ctx.require('can_read', 'Query');
    // No run changed before 1970 or after the last date a Date holds: a `since` outside asks for all, or none
    // (PostgreSQL's timestamps would refuse it). Whole milliseconds, as the API speaks: a fraction such as 5e-324
    // underflows PostgreSQL's double precision once divided into seconds.
    const since = Math.floor(Math.min(Math.max(sinceMs, 0), MAX_DATE_MS));
    return (await findUpdatedSince(this.dataSource.manager, actor.user.id, since)).map(toSqlLabQuery);
  }

  /**
   * A finished run's rows by results key: `rows` of them (DISPLAY_MAX_ROW when not given, at most
   * SQL_MAX_ROW) from row `offset` on (410 once expired).
   */
  async fetchResults(ctx: RequestContext, resultsKey: string, rows: number | null, offset: number | null = null): Promise<SqlLabExecution> {
    const actor = ctx.require('can_get_results', 'SQLLab');
    const q = await findByResultsKey(this.dataSource.manager, resultsKey);
    if (!q) throw new TesseraError('RESULTS_BACKEND_ERROR', RESULTS_QUERY_MISSING_MESSAGE, { code: 'NOT_FOUND' });
    if (!canSeeRun(actor, q)) throw errors.forbidden('You are not allowed to see the results of this query.', 'QUERY_SECURITY_ACCESS_ERROR');
    if (offset != null && offset < 0) throw errors.invalidFields({ offset: ['Must be greater than or equal to 0.'] });
    const from = offset ?? 0;
    const limit = rows != null && rows > 0 ? Math.min(rows, this.config.sqlMaxRow) : DISPLAY_MAX_ROW;
    const read = await readStoredResults(this.results, resultsKey, { offset: from, limit }, (q.limitingFactor as LimitingFactor | null) ?? LimitingFactor.UNKNOWN);
    if (read.status === 'missing') throw new TesseraError('RESULTS_BACKEND_ERROR', RESULTS_EXPIRED_MESSAGE, { status: 410 });
    if (read.status === 'invalid') throw new TesseraError('RESULTS_BACKEND_ERROR', RESULTS_EXPIRED_MESSAGE, { code: 'NOT_FOUND' });
    const totalRows = q.rows ?? from + read.stored.rows.length;
    return { query: toSqlLabQuery(q), results: sqlLabResults(read.stored, q.status as QueryState, { offset: from, totalRows }) };
  }
}
