import type { RestChartDataQuery, RestChartListItemFragment, RestChartShowQuery } from '../gql/graphql';

const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace' };
const alan = { id: 2, firstName: 'Alan', lastName: 'Turing' };

const birthNames = {
  id: 3,
  type: 'table',
  uuid: '9d6f1c2e-0b7a-4c1e-9a41-3f1e2d4c5b6a',
  tableName: 'birth_names',
  defaultEndpoint: null,
  nameText: 'public.birth_names',
  exploreUrl: '/explore/?datasource_type=table&datasource_id=3',
};

/** A chart as the list query returns it: changed 3 days before the harness clock. */
export const chartListItem: RestChartListItemFragment = {
  id: 12,
  uuid: '3b1f0e6a-5c2d-4e8f-9a7b-1c2d3e4f5a6b',
  sliceName: 'Genders',
  description: 'Births by gender',
  vizType: 'pie',
  params: { viz_type: 'pie', metric: 'sum__num', groupby: ['gender'] },
  paramsText: '{"viz_type":"pie","metric":"sum__num","groupby":["gender"]}',
  cacheTimeout: null,
  certifiedBy: null,
  certificationDetails: null,
  isManagedExternally: false,
  datasourceId: 3,
  datasourceType: 'table',
  datasource: birthNames,
  url: '/explore/?slice_id=12',
  sliceUrl: '/explore/?slice_id=12&form_data=%7B%22slice_id%22%3A%2012%7D',
  editUrl: '/chart/edit/12',
  thumbnailUrl: null,
  owners: [ada, alan],
  tags: [{ id: 4, name: 'finance', type: 'custom' }],
  dashboards: [{ id: 5, dashboardTitle: 'USA Births Names' }],
  createdBy: ada,
  changedBy: alan,
  lastSavedBy: null,
  createdOn: '2025-07-01T08:00:00.000Z',
  changedOn: '2025-08-18T12:00:00.250Z',
  lastSavedAt: '2025-08-18T12:00:00.250Z',
};

export const chartShow: NonNullable<RestChartShowQuery['chart']> = {
  id: 12,
  uuid: chartListItem.uuid,
  url: '/explore/?slice_id=12',
  sliceName: 'Genders',
  description: null,
  vizType: 'pie',
  paramsText: '{"viz_type":"pie","metric":"sum__num"}',
  queryContextText: '{"datasource":{"id":3,"type":"table"},"queries":[{"columns":["gender"],"metrics":["sum__num"]}]}',
  cacheTimeout: 300,
  certifiedBy: 'Data team',
  certificationDetails: 'Reviewed',
  changedOn: '2025-08-21T11:59:00.000Z',
  thumbnailUrl: '/api/v1/chart/12/thumbnail/abc/',
  isManagedExternally: false,
  owners: [ada],
  tags: [],
  dashboards: [{ id: 5, dashboardTitle: 'USA Births Names', jsonMetadataText: '{"color_scheme":"supersetColors"}' }],
  datasourceId: 3,
  datasourceType: 'table',
  datasource: birthNames,
};

export const queryResult: RestChartDataQuery['chartData']['queries'][number] = {
  cacheKey: 'f2d7c0c1a3',
  cachedDttm: null,
  cacheTimeout: 86400,
  isCached: false,
  query: 'SELECT gender, SUM(num) AS "Births" FROM birth_names GROUP BY gender',
  status: 'success',
  error: null,
  rowcount: 2,
  sqlRowcount: 2,
  colnames: ['gender', 'Births'],
  coltypes: [1, 0],
  data: [
    { gender: 'boy', Births: 1234 },
    { gender: 'girl', Births: 1012 },
  ],
  fromDttm: null,
  toDttm: null,
  appliedFilters: [{ column: 'state' }],
  rejectedFilters: [],
  labelMap: { gender: ['gender'], Births: ['Births'] },
  annotationData: {},
};
