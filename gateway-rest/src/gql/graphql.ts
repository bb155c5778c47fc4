/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type RestChartDataQueryVariables = Exact<{
  input: ChartDataInput;
}>;


export type RestChartDataQuery = { chartData: { queries: Array<{ cacheKey: string | null, cachedDttm: string | null, cacheTimeout: number | null, isCached: boolean, query: string | null, status: string, error: string | null, rowcount: number, sqlRowcount: number, colnames: Array<string>, coltypes: Array<number>, data: unknown, fromDttm: number | null, toDttm: number | null, appliedFilters: unknown, rejectedFilters: unknown, labelMap: unknown }> } };

export type RestChartSavedQueryContextQueryVariables = Exact<{
  id: number;
}>;


export type RestChartSavedQueryContextQuery = { chart: { id: number, queryContext: unknown } | null };

export type RestChartUserFragment = { id: number, firstName: string, lastName: string };

export type RestChartDatasourceFragment = { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string };

export type RestChartListItemFragment = { id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null };

export type RestChartListQueryVariables = Exact<{
  filters?: Array<ChartFilter> | ChartFilter | null | undefined;
  orderBy?: ChartOrderField | null | undefined;
  orderDirection?: SortDirection | null | undefined;
  page: number;
  pageSize: number;
}>;


export type RestChartListQuery = { charts: { count: number, items: Array<{ id: number, uuid: string, sliceName: string, description: string | null, vizType: string, params: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, url: string, sliceUrl: string, editUrl: string, thumbnailUrl: string | null, createdOn: string, changedOn: string, lastSavedAt: string | null, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string }>, createdBy: { id: number, firstName: string, lastName: string } | null, changedBy: { id: number, firstName: string, lastName: string } | null, lastSavedBy: { id: number, firstName: string, lastName: string } | null }> } };

export type RestChartShowQueryVariables = Exact<{
  id?: number | null | undefined;
  uuid?: string | null | undefined;
}>;


export type RestChartShowQuery = { chart: { id: number, uuid: string, url: string, sliceName: string, description: string | null, vizType: string, params: unknown, queryContext: unknown, cacheTimeout: number | null, certifiedBy: string | null, certificationDetails: string | null, changedOn: string, thumbnailUrl: string | null, isManagedExternally: boolean, datasourceId: number | null, datasourceType: string | null, owners: Array<{ id: number, firstName: string, lastName: string }>, dashboards: Array<{ id: number, dashboardTitle: string, jsonMetadata: unknown }>, datasource: { id: number, type: string, uuid: string | null, tableName: string, defaultEndpoint: string | null, nameText: string, exploreUrl: string } | null } | null };

export type RestChartPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestChartPermissionsQuery = { myPermissions: Array<string> };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number } | null };

export type RestMeRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeRolesQuery = { me: { id: number, username: string, email: string, firstName: string, lastName: string, active: boolean, loginCount: number, createdOn: string | null, roles: Array<{ name: string, permissions: Array<{ permission: string, viewMenu: string }> }>, dataAccess: Array<{ permission: string, views: Array<string> }> } | null };

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { accessToken: string, refreshToken: string | null } };

export type RestRefreshAccessTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RestRefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string } };

export type RestCsrfTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCsrfTokenQuery = { csrfToken: string };

export const RestChartDatasourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartDatasourceFragment, unknown>;
export const RestChartUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestChartUserFragment, unknown>;
export const RestChartListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<RestChartListItemFragment, unknown>;
export const RestChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheKey"}},{"kind":"Field","name":{"kind":"Name","value":"cachedDttm"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"sqlRowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedFilters"}},{"kind":"Field","name":{"kind":"Name","value":"labelMap"}}]}}]}}]}}]} as unknown as DocumentNode<RestChartDataQuery, RestChartDataQueryVariables>;
export const RestChartSavedQueryContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartSavedQueryContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}}]}}]}}]} as unknown as DocumentNode<RestChartSavedQueryContextQuery, RestChartSavedQueryContextQueryVariables>;
export const RestChartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSavedAt"}}]}}]} as unknown as DocumentNode<RestChartListQuery, RestChartListQueryVariables>;
export const RestChartShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}},{"kind":"Field","name":{"kind":"Name","value":"cacheTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"certificationDetails"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isManagedExternally"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}}]}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChartDatasource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChartDatasource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatasourceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"}},{"kind":"Field","name":{"kind":"Name","value":"exploreUrl"}}]}}]} as unknown as DocumentNode<RestChartShowQuery, RestChartShowQueryVariables>;
export const RestChartPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestChartPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewMenu"},"value":{"kind":"StringValue","value":"Chart","block":false}}]}]}}]} as unknown as DocumentNode<RestChartPermissionsQuery, RestChartPermissionsQueryVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}}]}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestMeRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMeRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"viewMenu"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<RestMeRolesQuery, RestMeRolesQueryVariables>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestRefreshAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRefreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<RestRefreshAccessTokenMutation, RestRefreshAccessTokenMutationVariables>;
export const RestCsrfTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCsrfToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}}]}}]} as unknown as DocumentNode<RestCsrfTokenQuery, RestCsrfTokenQueryVariables>;