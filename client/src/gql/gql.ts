/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionUser on Me {\n  id\n  username\n  firstName\n  lastName\n  email\n  isAdmin\n}\n\nquery Session {\n  me {\n    ...SessionUser\n  }\n}\n\nquery CsrfToken {\n  csrfToken\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    csrfToken\n    me {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "query ChartList($filters: [ChartFilter!], $orderBy: ChartOrderField, $orderDirection: SortDirection, $page: Int!, $pageSize: Int!) {\n  charts(\n    filters: $filters\n    orderBy: $orderBy\n    orderDirection: $orderDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    items {\n      id\n      sliceName\n      vizType\n      url\n      changedOn\n      datasource {\n        id\n        type\n        nameText\n        exploreUrl\n      }\n      owners {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": typeof types.ChartListDocument,
    "query ExploreChart($id: Int!) {\n  chart(id: $id) {\n    id\n    sliceName\n    description\n    vizType\n    params\n    datasourceId\n    datasourceType\n    url\n    datasource {\n      id\n      type\n      nameText\n    }\n  }\n}\n\nquery ChartData($input: ChartDataInput!) {\n  chartData(input: $input) {\n    queries {\n      status\n      error\n      rowcount\n      colnames\n      coltypes\n      data\n      isCached\n      cachedDttm\n      fromDttm\n      toDttm\n    }\n  }\n}": typeof types.ExploreChartDocument,
};
const documents: Documents = {
    "fragment SessionUser on Me {\n  id\n  username\n  firstName\n  lastName\n  email\n  isAdmin\n}\n\nquery Session {\n  me {\n    ...SessionUser\n  }\n}\n\nquery CsrfToken {\n  csrfToken\n}\n\nmutation Logout {\n  logout\n}": types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    csrfToken\n    me {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "query ChartList($filters: [ChartFilter!], $orderBy: ChartOrderField, $orderDirection: SortDirection, $page: Int!, $pageSize: Int!) {\n  charts(\n    filters: $filters\n    orderBy: $orderBy\n    orderDirection: $orderDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    items {\n      id\n      sliceName\n      vizType\n      url\n      changedOn\n      datasource {\n        id\n        type\n        nameText\n        exploreUrl\n      }\n      owners {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": types.ChartListDocument,
    "query ExploreChart($id: Int!) {\n  chart(id: $id) {\n    id\n    sliceName\n    description\n    vizType\n    params\n    datasourceId\n    datasourceType\n    url\n    datasource {\n      id\n      type\n      nameText\n    }\n  }\n}\n\nquery ChartData($input: ChartDataInput!) {\n  chartData(input: $input) {\n    queries {\n      status\n      error\n      rowcount\n      colnames\n      coltypes\n      data\n      isCached\n      cachedDttm\n      fromDttm\n      toDttm\n    }\n  }\n}": types.ExploreChartDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on Me {\n  id\n  username\n  firstName\n  lastName\n  email\n  isAdmin\n}\n\nquery Session {\n  me {\n    ...SessionUser\n  }\n}\n\nquery CsrfToken {\n  csrfToken\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUser on Me {\n  id\n  username\n  firstName\n  lastName\n  email\n  isAdmin\n}\n\nquery Session {\n  me {\n    ...SessionUser\n  }\n}\n\nquery CsrfToken {\n  csrfToken\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    csrfToken\n    me {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    csrfToken\n    me {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChartList($filters: [ChartFilter!], $orderBy: ChartOrderField, $orderDirection: SortDirection, $page: Int!, $pageSize: Int!) {\n  charts(\n    filters: $filters\n    orderBy: $orderBy\n    orderDirection: $orderDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    items {\n      id\n      sliceName\n      vizType\n      url\n      changedOn\n      datasource {\n        id\n        type\n        nameText\n        exploreUrl\n      }\n      owners {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"): (typeof documents)["query ChartList($filters: [ChartFilter!], $orderBy: ChartOrderField, $orderDirection: SortDirection, $page: Int!, $pageSize: Int!) {\n  charts(\n    filters: $filters\n    orderBy: $orderBy\n    orderDirection: $orderDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    items {\n      id\n      sliceName\n      vizType\n      url\n      changedOn\n      datasource {\n        id\n        type\n        nameText\n        exploreUrl\n      }\n      owners {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExploreChart($id: Int!) {\n  chart(id: $id) {\n    id\n    sliceName\n    description\n    vizType\n    params\n    datasourceId\n    datasourceType\n    url\n    datasource {\n      id\n      type\n      nameText\n    }\n  }\n}\n\nquery ChartData($input: ChartDataInput!) {\n  chartData(input: $input) {\n    queries {\n      status\n      error\n      rowcount\n      colnames\n      coltypes\n      data\n      isCached\n      cachedDttm\n      fromDttm\n      toDttm\n    }\n  }\n}"): (typeof documents)["query ExploreChart($id: Int!) {\n  chart(id: $id) {\n    id\n    sliceName\n    description\n    vizType\n    params\n    datasourceId\n    datasourceType\n    url\n    datasource {\n      id\n      type\n      nameText\n    }\n  }\n}\n\nquery ChartData($input: ChartDataInput!) {\n  chartData(input: $input) {\n    queries {\n      status\n      error\n      rowcount\n      colnames\n      coltypes\n      data\n      isCached\n      cachedDttm\n      fromDttm\n      toDttm\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;