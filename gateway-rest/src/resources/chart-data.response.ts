import { badRequest } from '../core/errors';
import { isRawJson, rangeJson, type RawJson } from '../core/raw-json';
import type { ChartDataInput, ChartResultType, RestChartQueryResultFragment } from '../gql/graphql';

type QueryResult = RestChartQueryResultFragment;

/**
 * ChartDataQueryResult entries in Superset's shape: each in its own result type (one type for all, or one
 * per query). A query that failed fails the whole request (400 "Error: <text>"), as Superset's
 * ChartDataCommand does.
 */
export function serializeChartData(resultTypes: ChartResultType | readonly ChartResultType[], queries: readonly QueryResult[]): { result: unknown[] } {
  const failed = queries.find((query) => query.error);
  if (failed) throw badRequest(`Error: ${failed.error}`);
  const typeOf = (index: number) => (typeof resultTypes === 'string' ? resultTypes : (resultTypes[index] ?? 'FULL'));
  return { result: queries.map((query, index) => serializeQueryResult(typeOf(index), query)) };
}

/** Each query's result type: its own (Superset's query-level result_type), else the context's. */
export function queryResultTypes(input: Pick<ChartDataInput, 'resultType' | 'queries'>): ChartResultType[] {
  return input.queries.map((query) => query.resultType ?? input.resultType ?? 'FULL');
}

/** A result's rows: the list, or the JSON text of a warm result (sent as it is). */
export function rowsOf(query: Pick<QueryResult, 'data'>): unknown[] | RawJson {
  return isRawJson(query.data) || Array.isArray(query.data) ? query.data : [];
}

/** The full entry: the data plus everything about how it was obtained. */
export function fullQueryResult(query: QueryResult): Record<string, unknown> {
  const data = rowsOf(query);
  return {
    cache_key: query.cacheKey,
    cached_dttm: query.cachedDttm,
    cache_timeout: query.cacheTimeout,
    applied_template_filters: [],
    annotation_data: query.annotationData ?? {},
    error: query.error,
    is_cached: query.isCached,
    status: query.status,
    stacktrace: null,
    query: query.query,
    rowcount: query.rowcount,
    sql_rowcount: query.sqlRowcount,
    from_dttm: query.fromDttm,
    to_dttm: query.toDttm,
    label_map: query.labelMap,
    colnames: query.colnames,
    // pandas' default RangeIndex: the row positions.
    indexnames: isRawJson(data) ? rangeJson(query.rowcount) : data.map((_, index) => index),
    coltypes: query.coltypes,
    data,
    result_format: 'json',
    applied_filters: query.appliedFilters,
    rejected_filters: query.rejectedFilters,
  };
}

function serializeQueryResult(resultType: ChartResultType, query: QueryResult): Record<string, unknown> {
  const data = rowsOf(query);
  switch (resultType) {
    case 'RESULTS':
      return {
        data,
        colnames: query.colnames,
        coltypes: query.coltypes,
        rowcount: query.rowcount,
        sql_rowcount: query.sqlRowcount,
      };
    case 'QUERY':
      return { query: query.query, language: 'sql' };
    case 'COLUMNS':
    case 'TIMEGRAINS':
      return { data };
    case 'FULL':
    case 'SAMPLES':
    case 'DRILL_DETAIL':
    case 'POST_PROCESSED':
      return fullQueryResult(query);
  }
}
