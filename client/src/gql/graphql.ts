/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChartDataInput = {
  datasource: DatasourceRefInput;
  force?: boolean;
  formData?: unknown;
  queries: Array<ChartQueryInput>;
  resultType?: ChartResultType;
};

export type ChartFilter = {
  field: ChartFilterField;
  op: ListFilterOp;
  /** A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed). */
  value?: unknown;
};

export type ChartFilterField =
  | 'CHANGED_BY'
  | 'CREATED_BY'
  | 'DASHBOARDS'
  | 'DATASOURCE_ID'
  | 'DATASOURCE_NAME'
  | 'DATASOURCE_TYPE'
  | 'DESCRIPTION'
  | 'ID'
  | 'LAST_SAVED_AT'
  | 'LAST_SAVED_BY'
  | 'OWNERS'
  | 'SLICE_NAME'
  | 'TAGS'
  | 'UUID'
  | 'VIZ_TYPE';

export type ChartOrderField =
  | 'CHANGED_BY_FIRST_NAME'
  | 'CHANGED_ON'
  | 'CREATED_ON'
  | 'DATASOURCE_ID'
  | 'DATASOURCE_NAME'
  | 'LAST_SAVED_AT'
  | 'LAST_SAVED_BY_FIRST_NAME'
  | 'LAST_SAVED_BY_ID'
  | 'LAST_SAVED_BY_LAST_NAME'
  | 'SLICE_NAME'
  | 'VIZ_TYPE';

/** One query object of a chart query context (Superset's QueryObject, camel-cased). */
export type ChartQueryInput = {
  annotationLayers?: Array<unknown> | null | undefined;
  applyFetchValuesPredicate?: boolean | null | undefined;
  /** Column names, or adhoc column objects {expressionType, sqlExpression, label, columnType, timeGrain}. */
  columns?: Array<unknown> | null | undefined;
  extras?: QueryExtrasInput | null | undefined;
  filters?: Array<QueryFilterInput> | null | undefined;
  granularity?: string | null | undefined;
  isRowcount?: boolean | null | undefined;
  isTimeseries?: boolean | null | undefined;
  /** Saved metric names, or adhoc metric objects {expressionType, aggregate, column, sqlExpression, label}. */
  metrics?: Array<unknown> | null | undefined;
  orderDesc?: boolean | null | undefined;
  /** Pairs [column or metric, ascending]. */
  orderby?: Array<unknown> | null | undefined;
  postProcessing?: Array<unknown> | null | undefined;
  rowLimit?: number | null | undefined;
  rowOffset?: number | null | undefined;
  seriesColumns?: Array<unknown> | null | undefined;
  seriesLimit?: number | null | undefined;
  seriesLimitMetric?: unknown;
  timeOffsets?: Array<string> | null | undefined;
  timeRange?: string | null | undefined;
  timeShift?: string | null | undefined;
  urlParams?: unknown;
};

export type ChartResultType =
  | 'COLUMNS'
  | 'FULL'
  | 'QUERY'
  | 'RESULTS'
  | 'SAMPLES';

export type DatasourceRefInput = {
  id: number;
  type: string;
};

/** A list filter operator (Superset's filters[].opr, upper-cased). */
export type ListFilterOp =
  | 'CHART_ALL_TEXT'
  | 'CHART_CREATED_BY_ME'
  | 'CHART_HAS_CREATED_BY'
  | 'CHART_IS_CERTIFIED'
  | 'CHART_IS_FAVORITE'
  | 'CHART_OWNED_CREATED_FAVORED_BY_ME'
  | 'CHART_TAGS'
  | 'CHART_TAG_ID'
  | 'CT'
  | 'EQ'
  | 'EW'
  | 'GT'
  | 'IN'
  | 'LT'
  | 'NCT'
  | 'NEQ'
  | 'NEW'
  | 'NOT_IN'
  | 'NREL_O_M'
  | 'NSW'
  | 'REL_M_M'
  | 'REL_O_M'
  | 'SW';

export type LoginInput = {
  password: string;
  provider?: string;
  refresh?: boolean;
  username: string;
};

export type QueryExtrasInput = {
  having?: string | null | undefined;
  relativeEnd?: string | null | undefined;
  relativeStart?: string | null | undefined;
  timeGrainSqla?: string | null | undefined;
  where?: string | null | undefined;
};

export type QueryFilterInput = {
  /** A column name, or an adhoc column object. */
  col: unknown;
  grain?: string | null | undefined;
  isExtra?: boolean | null | undefined;
  op: string;
  val?: unknown;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SessionUserFragment = { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } | null };

export type CsrfTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type CsrfTokenQuery = { csrfToken: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { csrfToken: string, me: { id: number, username: string, firstName: string, lastName: string, email: string, isAdmin: boolean } } };

export type ChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ChartListQuery = { charts: { count: number, items: Array<{ id: number, sliceName: string, vizType: string, url: string, changedOn: string, datasource: { id: number, type: string, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }> }> } };

export type ExploreChartQueryVariables = Exact<{
  id: number;
}>;


export type ExploreChartQuery = { chart: { id: number, sliceName: string, description: string | null, vizType: string, params: unknown, datasourceId: number | null, datasourceType: string | null, url: string, datasource: { id: number, type: string, nameText: string } | null } | null };

export type ChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type ChartDataQuery = { chartData: { queries: Array<{ status: string, error: string | null, rowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, isCached: boolean, cachedDttm: string | null, fromDttm: number | null, toDttm: number | null }> } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const CsrfTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsrfToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}}]}}]} as unknown as DocumentNode<CsrfTokenQuery, CsrfTokenQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartListQuery, ChartListQueryVariables>;
export const ExploreChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExploreChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}}]}}]}}]}}]} as unknown as DocumentNode<ExploreChartQuery, ExploreChartQueryVariables>;
export const ChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}}]}}]}}]}}]} as unknown as DocumentNode<ChartDataQuery, ChartDataQueryVariables>;