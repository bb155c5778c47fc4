import { Arg, Ctx, Float, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { ExportFile } from '../../platform/export-file';
import { GraphQLJSON } from '../../platform/scalars';
import { QUERY_UPDATED_TOPIC } from './query-runner';
import { receivesUpdate } from './query-state.policy';
import { SqlLabQuery } from './query.types';
import type { SqlLabExecuteService } from './sqllab-execute.service';
import { ExecuteSqlInput, SqlLabExecution, SqlValidationAnnotation } from './sqllab-execute.types';
import type { SqlLabToolsService } from './sqllab-tools.service';

/** SQL Lab runs: execute, stop, read back, results by key, estimate, format, validate, CSV, live updates. */
@Resolver()
export class SqlLabResolver {
  constructor(
    private readonly execution: SqlLabExecuteService,
    private readonly tools: SqlLabToolsService,
  ) {}

  @Mutation(() => SqlLabExecution, { description: 'Runs SQL in SQL Lab: synchronous runs answer their rows, asynchronous ones the pending run.' })
  executeSql(@Ctx() ctx: RequestContext, @Arg('input', () => ExecuteSqlInput) input: ExecuteSqlInput): Promise<SqlLabExecution> {
    return this.execution.execute(ctx, input);
  }

  @Mutation(() => SqlLabQuery, { description: "Stops one of the caller's runs, interrupting it on the engine." })
  stopQuery(@Ctx() ctx: RequestContext, @Arg('clientId', () => String) clientId: string): Promise<SqlLabQuery> {
    return this.execution.stop(ctx, clientId);
  }

  @Query(() => SqlLabQuery, { nullable: true, description: 'One run, by server id or client id.' })
  sqlLabQuery(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('clientId', () => String, { nullable: true }) clientId: string | null,
  ): Promise<SqlLabQuery | null> {
    return this.execution.get(ctx, { id, clientId });
  }

  @Query(() => [SqlLabQuery], { description: "The caller's runs changed after a moment (epoch ms), oldest change first." })
  sqlLabQueriesUpdatedSince(@Ctx() ctx: RequestContext, @Arg('lastUpdatedMs', () => Float) lastUpdatedMs: number): Promise<SqlLabQuery[]> {
    return this.execution.updatedSince(ctx, lastUpdatedMs);
  }

  @Query(() => SqlLabExecution, { description: "A finished run's stored rows (RESULTS_BACKEND_ERROR, status 410, once expired)." })
  queryResults(
    @Ctx() ctx: RequestContext,
    @Arg('resultsKey', () => String) resultsKey: string,
    @Arg('rows', () => Int, { nullable: true, description: 'At most this many rows (default DISPLAY_MAX_ROW, 10 000; capped at SQL_MAX_ROW).' }) rows: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Skip this many rows first (default 0): the pages after the first.' }) offset: number | null,
  ): Promise<SqlLabExecution> {
    return this.execution.fetchResults(ctx, resultsKey, rows, offset);
  }

  @Query(() => GraphQLJSON, { description: "The engine's cost estimate: a list of label → value objects, one per statement." })
  estimateQueryCost(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('sql', () => String) sql: string,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
    @Arg('schema', () => String, { nullable: true }) schema: string | null,
    @Arg('templateParams', () => String, { nullable: true }) templateParams: string | null,
  ): Promise<Record<string, unknown>[]> {
    return this.tools.estimate(ctx, { databaseId, sql, catalog, schema, templateParams });
  }

  @Query(() => String, { description: "Pretty SQL, in the dialect of the database or engine named (PostgreSQL's otherwise)." })
  formatSql(
    @Ctx() ctx: RequestContext,
    @Arg('sql', () => String) sql: string,
    @Arg('databaseId', () => Int, { nullable: true }) databaseId: number | null,
    @Arg('engine', () => String, { nullable: true, description: "An engine name, e.g. 'duckdb' (Superset's format_sql `engine`)." }) engine: string | null,
  ): Promise<string> {
    return this.tools.format(ctx, sql, databaseId, engine);
  }

  @Query(() => [SqlValidationAnnotation], { description: 'Problems the engine finds without running the SQL (PostgreSQL, DuckDB, SQLite).' })
  validateSql(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('sql', () => String) sql: string,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
    @Arg('schema', () => String, { nullable: true }) schema: string | null,
    @Arg('templateParams', () => String, { nullable: true }) templateParams: string | null,
  ): Promise<SqlValidationAnnotation[]> {
    return this.tools.validate(ctx, { databaseId, sql, catalog, schema, templateParams });
  }

  @Query(() => ExportFile, { description: "A run's rows as CSV, named sqllab_<tab>_<YYYYMMDDTHHMMSS>.csv (needs can_csv)." })
  sqlLabExport(@Ctx() ctx: RequestContext, @Arg('clientId', () => String) clientId: string): Promise<ExportFile> {
    return this.tools.exportCsv(ctx, clientId);
  }

  @Subscription(() => SqlLabQuery, {
    topics: QUERY_UPDATED_TOPIC,
    description: "Every state, progress or result change of one of the caller's runs.",
    // Only the run's own user hears about it.
    filter: ({ payload, args, context }: { payload: SqlLabQuery; args: { clientId: string }; context: RequestContext }) =>
      receivesUpdate(payload, args.clientId, context.actor?.user.id ?? null),
  })
  queryUpdated(@Root() payload: SqlLabQuery, @Ctx() ctx: RequestContext, @Arg('clientId', () => String) clientId: string): SqlLabQuery {
    ctx.requireActor();
    if (payload.clientId !== clientId) throw errors.notFound();
    return payload;
  }
}
