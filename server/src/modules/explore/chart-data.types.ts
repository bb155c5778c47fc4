import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

export enum ChartResultType {
  FULL = 'FULL',
  RESULTS = 'RESULTS',
  SAMPLES = 'SAMPLES',
  QUERY = 'QUERY',
  COLUMNS = 'COLUMNS',
  POST_PROCESSED = 'POST_PROCESSED',
  DRILL_DETAIL = 'DRILL_DETAIL',
  TIMEGRAINS = 'TIMEGRAINS',
}
registerEnumType(ChartResultType, {
  name: 'ChartResultType',
  valuesConfig: {
    FULL: { description: 'Data plus everything about how it was obtained.' },
    RESULTS: { description: 'Only the data.' },
    SAMPLES: { description: 'Raw rows of every dataset column: no metrics, order, post-processing or time range.' },
    QUERY: { description: 'Only the SQL.' },
    COLUMNS: { description: 'The dataset column list (`data`: column_name, verbose_name, dtype).' },
    POST_PROCESSED: { description: "Full, then the chart type's own server-side shaping (the pivot table's pivot)." },
    DRILL_DETAIL: { description: 'Like samples, but the time range still applies.' },
    TIMEGRAINS: { description: "The engine's time grains (`data`: name, function, duration)." },
  },
});

export enum ChartResultFormat {
  JSON = 'JSON',
  CSV = 'CSV',
  XLSX = 'XLSX',
}
registerEnumType(ChartResultFormat, { name: 'ChartResultFormat' });

@InputType()
export class DatasourceRefInput {
  @Field(() => Int) id: number;
  @Field(() => String) type: string;
}

@InputType()
export class QueryFilterInput {
  @Field(() => GraphQLJSON, { description: 'A column name, or an adhoc column object.' }) col: unknown;
  @Field(() => String) op: string;
  @Field(() => GraphQLJSON, { nullable: true }) val?: unknown;
  @Field(() => String, { nullable: true }) grain?: string | null;
  @Field(() => Boolean, { nullable: true }) isExtra?: boolean | null;
}

@InputType()
export class QueryExtrasInput {
  @Field(() => String, { nullable: true }) where?: string | null;
  @Field(() => String, { nullable: true }) having?: string | null;
  @Field(() => String, { nullable: true }) timeGrainSqla?: string | null;
  @Field(() => String, { nullable: true }) relativeStart?: string | null;
  @Field(() => String, { nullable: true }) relativeEnd?: string | null;
}

@InputType({ description: "One query object of a chart query context (Superset's QueryObject, camel-cased)." })
export class ChartQueryInput {
  @Field(() => ChartResultType, { nullable: true, description: "This query's result type, overriding the context's (Superset's query-level result_type)." })
  resultType?: ChartResultType | null;
  @Field(() => [GraphQLJSON], {
    nullable: true,
    description: 'Column names, or adhoc column objects {expressionType, sqlExpression, label, columnType, timeGrain}.',
  })
  columns?: unknown[] | null;
  @Field(() => [GraphQLJSON], {
    nullable: true,
    description: 'Saved metric names, or adhoc metric objects {expressionType, aggregate, column, sqlExpression, label}.',
  })
  metrics?: unknown[] | null;
  @Field(() => [QueryFilterInput], { nullable: true }) filters?: QueryFilterInput[] | null;
  @Field(() => QueryExtrasInput, { nullable: true }) extras?: QueryExtrasInput | null;
  @Field(() => [GraphQLJSON], { nullable: true, description: 'Pairs [column or metric, ascending].' }) orderby?: unknown[] | null;
  @Field(() => Int, { nullable: true }) rowLimit?: number | null;
  @Field(() => Int, { nullable: true }) rowOffset?: number | null;
  @Field(() => [GraphQLJSON], { nullable: true }) seriesColumns?: unknown[] | null;
  @Field(() => Int, { nullable: true }) seriesLimit?: number | null;
  @Field(() => GraphQLJSON, { nullable: true }) seriesLimitMetric?: unknown;
  @Field(() => String, { nullable: true }) timeRange?: string | null;
  @Field(() => String, { nullable: true }) timeShift?: string | null;
  @Field(() => String, { nullable: true }) granularity?: string | null;
  @Field(() => Boolean, { nullable: true }) isTimeseries?: boolean | null;
  @Field(() => Boolean, { nullable: true }) orderDesc?: boolean | null;
  @Field(() => [GraphQLJSON], { nullable: true }) postProcessing?: unknown[] | null;
  @Field(() => [GraphQLJSON], { nullable: true }) annotationLayers?: unknown[] | null;
  @Field(() => GraphQLJSON, { nullable: true }) urlParams?: unknown;
  @Field(() => Boolean, { nullable: true }) applyFetchValuesPredicate?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isRowcount?: boolean | null;
  @Field(() => [String], { nullable: true, description: "Time comparison shifts, e.g. ['1 year ago']: metrics come back also as `<metric>__<shift>`." })
  timeOffsets?: string[] | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Dashboard time extras (__time_range, __time_grain, __time_col), reported as applied or rejected.' })
  appliedTimeExtras?: unknown;
}

@InputType()
export class ChartDataInput {
  @Field(() => DatasourceRefInput) datasource: DatasourceRefInput;
  @Field(() => Boolean, { defaultValue: false }) force: boolean;
  @Field(() => ChartResultType, { defaultValue: ChartResultType.FULL }) resultType: ChartResultType;
  @Field(() => [ChartQueryInput]) queries: ChartQueryInput[];
  @Field(() => GraphQLJSON, { nullable: true, description: "The chart's form data; its slice_id selects the chart's cache timeout." })
  formData?: unknown;
  @Field(() => Int, { nullable: true, description: 'Seconds to cache the results, overriding the chart, dataset and database settings.' })
  customCacheTimeout?: number | null;
}

@ObjectType()
export class ChartQueryResult {
  @Field(() => String, { nullable: true }) cacheKey: string | null;
  @Field(() => String, { nullable: true }) cachedDttm: string | null;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => Boolean) isCached: boolean;
  @Field(() => String, { nullable: true, description: 'The SQL that ran (omitted for guests).' }) query: string | null;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => Int) rowcount: number;
  @Field(() => Int) sqlRowcount: number;
  @Field(() => [String]) colnames: string[];
  @Field(() => [Int], { description: '0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN' }) coltypes: number[];
  @Field(() => GraphQLJSON, { description: 'Row objects keyed by colnames; temporal values are epoch milliseconds.' }) data: unknown;
  @Field(() => Float, { nullable: true }) fromDttm: number | null;
  @Field(() => Float, { nullable: true }) toDttm: number | null;
  @Field(() => GraphQLJSON) appliedFilters: unknown;
  @Field(() => GraphQLJSON) rejectedFilters: unknown;
  @Field(() => GraphQLJSON) labelMap: unknown;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      "The annotation layers the query asked for, by layer name (Superset's annotation_data): a native layer's {columns, records} of its annotations in the query's time range; a layer drawn from a saved chart (source 'line' or 'table') that chart's first query's {columns, records}, or {columns: [], records: [], error} when it cannot be drawn.",
  })
  annotationData?: unknown;
}

/** Why a chart of a batch failed (the other charts still answer). */
@ObjectType()
export class ChartDataError {
  @Field(() => String) message: string;
  @Field(() => String, { description: "The spec's error type, e.g. DATASOURCE_SECURITY_ACCESS_ERROR." }) errorType: string;
  @Field(() => String) code: string;
  @Field(() => String) level: string;
  @Field(() => Int) status: number;
  @Field(() => GraphQLJSON) extra: unknown;
}

@ObjectType()
export class ChartDataPayload {
  @Field(() => [ChartQueryResult]) queries: ChartQueryResult[];
  @Field(() => ChartDataError, { nullable: true, description: 'Set (with no queries) when this query context failed in chartDataBatch.' })
  error?: ChartDataError | null;
}

