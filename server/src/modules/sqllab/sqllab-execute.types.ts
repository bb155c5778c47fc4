/** GraphQL inputs and payloads of running SQL in SQL Lab (executeSql, queryResults, estimate, validate, export). */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { CtasMethod, LimitingFactor, QueryState, SqlLabQuery } from './query.types';

@InputType({ description: "One SQL Lab run (Superset's ExecutePayload)." })
export class ExecuteSqlInput {
  @Field(() => Int) databaseId: number;
  @Field(() => String) sql: string;
  @Field(() => String, { nullable: true, description: 'Client-generated id (≤ 11 characters); generated when absent.' })
  clientId?: string | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) sqlEditorId?: string | null;
  @Field(() => String, { nullable: true }) tabName?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Run in the background; defaults to the database's allow_run_async." })
  runAsync?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Row limit from the dropdown; defaults to 1000, capped at SQL_MAX_ROW.' })
  queryLimit?: number | null;
  @Field(() => String, { nullable: true, description: 'Template parameters as a JSON object text; empty means {}.' })
  templateParams?: string | null;
  @Field(() => Boolean, { nullable: true }) selectAsCta?: boolean | null;
  @Field(() => CtasMethod, { nullable: true }) ctasMethod?: CtasMethod | null;
  @Field(() => String, { nullable: true }) tmpTableName?: string | null;
  @Field(() => String, { nullable: true }) tmpSchemaName?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Accepted for compatibility; nested types are not expanded.' })
  expandData?: boolean | null;
}

@ObjectType()
export class SqlLabColumn {
  @Field(() => String) name: string;
  @Field(() => String) columnName: string;
  @Field(() => String, { nullable: true, description: "The engine's type name." }) type: string | null;
  @Field(() => Int, { nullable: true, description: 'GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean.' })
  typeGeneric: number | null;
  @Field(() => Boolean) isDttm: boolean;
}

@ObjectType({ description: "A run's rows (temporal values as ISO text, as SQL Lab shows them)." })
export class SqlLabResults {
  @Field(() => Int) queryId: number;
  @Field(() => QueryState) status: QueryState;
  @Field(() => [SqlLabColumn]) columns: SqlLabColumn[];
  @Field(() => [SqlLabColumn]) selectedColumns: SqlLabColumn[];
  @Field(() => [SqlLabColumn], { description: 'Always empty: nested types are not expanded.' }) expandedColumns: SqlLabColumn[];
  @Field(() => GraphQLJSON, { description: 'Rows as objects keyed by column name.' }) data: Record<string, unknown>[];
  @Field(() => Int, { description: 'Rows in `data`.' }) rowCount: number;
  @Field(() => Int, { description: 'Rows the run has in all (within its limit); queryResults(resultsKey, rows, offset) reads the others.' })
  totalRowCount: number;
  @Field(() => Int, { description: 'Position of the first row of `data` among all rows (0 for a run\'s answer).' }) offset: number;
  @Field(() => LimitingFactor) limitingFactor: LimitingFactor;
  @Field(() => Boolean, { description: '`data` holds fewer rows than the run has: cut to DISPLAY_MAX_ROW (10 000) or to the rows asked for.' })
  displayLimitReached: boolean;
}

@ObjectType()
export class SqlLabExecution {
  @Field(() => SqlLabQuery) query: SqlLabQuery;
  @Field(() => SqlLabResults, { nullable: true, description: 'Present for finished synchronous runs; async runs fetch by resultsKey.' })
  results: SqlLabResults | null;
}

@ObjectType({ description: 'One problem of a validated statement, positioned for the editor (1-based lines and columns).' })
export class SqlValidationAnnotation {
  @Field(() => Int) lineNumber: number;
  @Field(() => Int, { nullable: true }) startColumn: number | null;
  @Field(() => Int, { nullable: true }) endColumn: number | null;
  @Field(() => String) message: string;
}

