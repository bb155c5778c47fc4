/**
 * The GraphQL face of a SQL Lab run (`query` row): what the query history list, the show view, executeSql and
 * the queryUpdated subscription all return. Times are epoch milliseconds (floats) as SQL Lab's protocol carries
 * them. `toSqlLabQuery` maps an entity (with `database` and `user` relations loaded when available).
 */
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { UserSummary } from '../security';
import type { Query } from './query.entity';
import { CtasMethod, LimitingFactor, QueryState } from './query-state';

export { CtasMethod, LimitingFactor, QueryState };

registerEnumType(QueryState, { name: 'QueryState', description: 'SQL Lab run states (spec 2 §4).' });

registerEnumType(LimitingFactor, {
  name: 'LimitingFactor',
  description: "What capped a run's rows: the query's own LIMIT, the row-limit dropdown, both, or nothing.",
});

registerEnumType(CtasMethod, { name: 'CtasMethod' });

@ObjectType()
export class SqlLabDatabaseRef {
  @Field(() => Int) id: number;
  @Field(() => String) databaseName: string;
  @Field(() => String, { nullable: true, description: 'The engine (backend) name, e.g. postgresql, duckdb.' })
  backend: string | null;
}

@ObjectType({ description: 'One SQL Lab run (the `query` table): history rows, executeSql answers, subscription pushes.' })
export class SqlLabQuery {
  @Field(() => Int, { description: 'Server id (Superset queryId / serverId).' }) id: number;
  @Field(() => String, { description: 'The client-generated id (≤ 11 characters) the SQL Lab protocol keys on.' })
  clientId: string;
  @Field(() => Int) databaseId: number;
  @Field(() => SqlLabDatabaseRef, { nullable: true }) database: SqlLabDatabaseRef | null;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => UserSummary, { nullable: true }) user: UserSummary | null;
  @Field(() => QueryState) status: QueryState;
  @Field(() => String, { nullable: true }) tabName: string | null;
  @Field(() => String, { nullable: true }) sqlEditorId: string | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true, description: 'The SQL as typed.' }) sql: string | null;
  @Field(() => String, { nullable: true, description: 'The SELECT part of a CREATE TABLE/VIEW AS run.' })
  selectSql: string | null;
  @Field(() => String, { nullable: true, description: 'What was sent to the engine (limit applied, CTAS wrapped).' })
  executedSql: string | null;
  @Field(() => Int, { nullable: true, description: 'The row limit requested (queryLimit).' }) limit: number | null;
  @Field(() => LimitingFactor) limitingFactor: LimitingFactor;
  @Field(() => Boolean) selectAsCta: boolean;
  @Field(() => Boolean) selectAsCtaUsed: boolean;
  @Field(() => CtasMethod) ctasMethod: CtasMethod;
  @Field(() => String, { nullable: true }) tmpTableName: string | null;
  @Field(() => String, { nullable: true }) tmpSchemaName: string | null;
  @Field(() => Boolean) runAsync: boolean;
  @Field(() => Int, { description: '0–100.' }) progress: number;
  @Field(() => Int, { nullable: true }) rows: number | null;
  @Field(() => String, { nullable: true }) errorMessage: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'SIP-40 errors of a failed run: [{message, error_type, level, extra}].' })
  errors: unknown[] | null;
  @Field(() => String, { nullable: true, description: 'Key of the stored result (async runs); fetch with queryResults.' })
  resultsKey: string | null;
  @Field(() => Float, { nullable: true, description: 'Epoch ms.' }) startTime: number | null;
  @Field(() => Float, { nullable: true, description: 'Epoch ms.' }) startRunningTime: number | null;
  @Field(() => Float, { nullable: true, description: 'Epoch ms.' }) endTime: number | null;
  @Field(() => Float, { nullable: true, description: 'Epoch ms.' }) endResultBackendTime: number | null;
  @Field(() => String, { nullable: true }) trackingUrl: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) extra: Record<string, unknown> | null;
  @Field(() => Float, { description: 'Epoch ms of the last change (updated_since polling).' }) changedOn: number;
}

const STATES = new Set<string>(Object.values(QueryState));

/** An entity row → the GraphQL object. Relations are used when loaded; otherwise `database`/`user` stay null. */
export function toSqlLabQuery(q: Query): SqlLabQuery {
  const extra = q.extra ?? null;
  return {
    id: q.id,
    clientId: q.clientId,
    databaseId: q.databaseId,
    database: q.database ? { id: q.database.id, databaseName: q.database.databaseName, backend: backendOf(q.database.sqlalchemyUri) } : null,
    userId: q.userId,
    user: q.user ? { id: q.user.id, username: q.user.username, firstName: q.user.firstName, lastName: q.user.lastName } : null,
    status: (STATES.has(q.status) ? q.status : QueryState.PENDING) as QueryState,
    tabName: q.tabName,
    sqlEditorId: q.sqlEditorId,
    catalog: q.catalog,
    schema: q.schema,
    sql: q.sql,
    selectSql: q.selectSql,
    executedSql: q.executedSql,
    limit: q.limit,
    limitingFactor: (q.limitingFactor in LimitingFactor ? q.limitingFactor : LimitingFactor.UNKNOWN) as LimitingFactor,
    selectAsCta: q.selectAsCta,
    selectAsCtaUsed: q.selectAsCtaUsed,
    ctasMethod: q.ctasMethod === 'VIEW' ? CtasMethod.VIEW : CtasMethod.TABLE,
    tmpTableName: q.tmpTableName,
    tmpSchemaName: q.tmpSchemaName,
    runAsync: q.runAsync,
    progress: q.progress,
    rows: q.rows,
    errorMessage: q.errorMessage,
    errors: Array.isArray(extra?.errors) ? extra.errors : null,
    resultsKey: q.resultsKey,
    startTime: q.startTime,
    startRunningTime: q.startRunningTime,
    endTime: q.endTime,
    endResultBackendTime: q.endResultBackendTime,
    trackingUrl: q.trackingUrl,
    extra,
    changedOn: q.changedOn instanceof Date ? q.changedOn.getTime() : Number(new Date(q.changedOn as unknown as string)),
  };
}

function backendOf(uri: string | null | undefined): string | null {
  if (!uri) return null;
  const scheme = uri.split(':', 1)[0];
  return scheme ? scheme.split('+', 1)[0] : null;
}
