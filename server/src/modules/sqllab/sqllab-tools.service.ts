/**
 * SQL Lab helpers around a run: the engine's cost estimate, formatting, validation markers and the CSV
 * download of a run's rows.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { DEFAULT_SQL_DIALECT, GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { downloadFile } from '../../platform/download-file';
import type { ExportFile } from '../../platform/export-file';
import type { ResultsBackend } from '../../platform/results-backend';
import { dbFor } from '../../platform/sql';
import { isRowQuery } from '../../semantic/sql-lab/dml';
import { formatSql } from '../../semantic/sql-lab/format';
import { splitStatements } from '../../semantic/sql-lab/statements';
import { canSeeDatabase, findEngine, loadDatabaseRow } from '../database';
import { toCsv } from '../explore';
import { findByClientId } from './query-store';
import { LimitingFactor } from './query-state';
import { canSeeRun, RESULTS_QUERY_MISSING_MESSAGE } from './sqllab-execute.service';
import type { SqlValidationAnnotation } from './sqllab-execute.types';
import { connectTarget, databaseNotFound, loadSqlLabTarget, requireSqlAccess, type SqlLabTarget } from './sqllab-access';
import { renderSqlTemplate, userMacros } from './sqllab-prepare';
import { readStoredResults, type StoredResults } from './sqllab-result-store';
import { annotationsFor } from './sql-validation';

export type SqlLabToolsConfig = Pick<Config, 'secretKey' | 'featureFlags'>;

export interface SqlOnDatabase {
  databaseId: number;
  sql: string;
  catalog?: string | null;
  schema?: string | null;
  templateParams?: string | null;
}

/** Validation EXPLAINs get this long; they only plan. */
const VALIDATION_TIMEOUT_MS = 10_000;
/** A CSV re-run of an expired result gets SQL Lab's own time limit. */
const RERUN_TIMEOUT_MS = 30_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `sqllab_<tab>_<YYYYMMDDTHHMMSS>.csv`, the tab name reduced to characters safe in a file name. */
export function exportFilename(tabName: string | null, now: Date): string {
  const tab = (tabName ?? 'query').replace(/[^\w.-]+/g, '_') || 'query';
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `sqllab_${tab}_${stamp}.csv`;
}

export class SqlLabToolsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: SqlLabToolsConfig,
    private readonly results: ResultsBackend,
  ) {}

  private render(ctx: RequestContext, target: SqlLabTarget, sql: string, templateParams: string | null | undefined): string {
    if (!this.config.featureFlags.ENABLE_TEMPLATE_PROCESSING) return sql;
    return renderSqlTemplate(sql, templateParams ?? null, { dialect: target.spec.sqlDialect, literals: target.spec, macros: userMacros(ctx.requireActor().user) });
  }

  /** The engine's EXPLAIN-based estimate, one entry per statement (Superset's estimate shape). */
  async estimate(ctx: RequestContext, input: SqlOnDatabase): Promise<Record<string, unknown>[]> {
    const actor = ctx.require('can_estimate_query_cost', 'SQLLab');
    const db = dbFor(ctx, this.dataSource);
    const target = await loadSqlLabTarget(db, actor, input.databaseId, this.config.secretKey);
    if (!target.spec.supportsCostEstimate) {
      throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Cost estimation is not supported by ${target.spec.engineName}.`, { code: 'BAD_USER_INPUT', extra: { engine_name: target.spec.engineName } });
    }
    const statements = splitStatements(this.render(ctx, target, input.sql, input.templateParams), target.spec.sqlDialect).map((s) => s.text);
    await requireSqlAccess(db, target, statements, input.catalog ?? null, input.schema ?? null);
    const conn = await connectTarget(target);
    const out: Record<string, unknown>[] = [];
    for (const statement of statements) {
      out.push(...(await conn.estimateCost(statement)));
    }
    return out;
  }

  /** Pretty SQL in the database's dialect (PostgreSQL's when no database is named). */
  async format(ctx: RequestContext, sql: string, databaseId: number | null, engine: string | null = null): Promise<string> {
    const actor = ctx.require('can_read', 'SQLLab');
    let dialect = (engine ? findEngine(engine)?.sqlDialect : null) ?? DEFAULT_SQL_DIALECT;
    if (databaseId != null) {
      const row = await loadDatabaseRow(dbFor(ctx, this.dataSource), { id: databaseId });
      if (!row || !canSeeDatabase(actor, { id: row.id, name: row.database_name })) throw databaseNotFound();
      dialect = findEngine(row.sqlalchemy_uri)?.sqlDialect ?? dialect;
    }
    return formatSql(sql, dialect);
  }

  /**
   * Problems the engine finds without running the SQL: each statement is EXPLAINed (planned, never
   * executed) on engines whose spec has a validator; others are refused as Superset refuses engines
   * without one.
   */
  async validate(ctx: RequestContext, input: SqlOnDatabase): Promise<SqlValidationAnnotation[]> {
    const actor = ctx.require('can_read', 'Database');
    const db = dbFor(ctx, this.dataSource);
    const target = await loadSqlLabTarget(db, actor, input.databaseId, this.config.secretKey);
    const validator = target.spec.validator;
    if (!validator) {
      throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `no SQL validator is configured for ${target.spec.engine}`, { code: 'BAD_USER_INPUT' });
    }
    const script = this.render(ctx, target, input.sql, input.templateParams);
    const statements = splitStatements(script, target.spec.sqlDialect);
    await requireSqlAccess(db, target, statements.map((s) => s.text), input.catalog ?? null, input.schema ?? null);
    const conn = await connectTarget(target);
    return annotationsFor(conn, validator, script, statements, VALIDATION_TIMEOUT_MS);
  }

  /** A run's rows as CSV: from the results backend, else by re-running its single SELECT. */
  async exportCsv(ctx: RequestContext, clientId: string, now = new Date()): Promise<ExportFile> {
    const actor = ctx.require('can_export_csv', 'SQLLab');
    if (!actor.can('can_csv', 'Superset')) throw errors.forbidden();
    const q = await findByClientId(this.dataSource.manager, clientId);
    if (!q) throw new TesseraError('RESULTS_BACKEND_ERROR', RESULTS_QUERY_MISSING_MESSAGE, { code: 'NOT_FOUND' });
    if (!canSeeRun(actor, q)) throw errors.forbidden('You are not allowed to see the results of this query.', 'QUERY_SECURITY_ACCESS_ERROR');
    let stored: StoredResults | null = null;
    if (q.resultsKey) {
      // Every stored row, not only the page the answer showed.
      const read = await readStoredResults(this.results, q.resultsKey, { offset: 0, limit: null }, LimitingFactor.UNKNOWN);
      stored = read.status === 'ok' ? read.stored : null;
    }
    if (!stored) stored = await this.rerun(ctx, q.databaseId, q.executedSql, q.schema, q.catalog, q.id);
    const csv = toCsv(
      {
        colnames: stored.columns.map((c) => c.name),
        coltypes: stored.columns.map((c) => GENERIC_TYPE_CODES[c.genericType]),
        data: stored.rows as Record<string, JsonValue>[],
      },
      {},
    );
    return downloadFile(exportFilename(q.tabName, now), 'csv', Buffer.from(csv, 'utf8'));
  }

  /** Re-runs a run whose rows expired, only when it was one SELECT (never repeats a write). */
  private async rerun(ctx: RequestContext, databaseId: number, executedSql: string | null, schema: string | null, catalog: string | null, queryId: number): Promise<StoredResults> {
    const actor = ctx.requireActor();
    const db = dbFor(ctx, this.dataSource);
    const target = await loadSqlLabTarget(db, actor, databaseId, this.config.secretKey);
    const statements = splitStatements(executedSql ?? '', target.spec.sqlDialect).map((s) => s.text);
    if (statements.length !== 1 || !isRowQuery(statements[0], target.spec.sqlDialect)) {
      throw new TesseraError('RESULTS_BACKEND_ERROR', 'The results of this query have expired and it cannot be re-run safely. Run it again in SQL Lab.', { status: 410 });
    }
    await requireSqlAccess(db, target, statements, catalog, schema);
    const conn = await connectTarget(target);
    const result = await conn.query(statements[0], [], { timeoutMs: RERUN_TIMEOUT_MS });
    return { queryId, columns: result.columns, rows: result.rows, limitingFactor: LimitingFactor.UNKNOWN };
  }
}
