import { mapListFilters, mapListOrder } from '../core/list-request';
import type { ChartFilterField } from '../gql/graphql';
import { chartResource } from './chart.resource';

const FILTER_FIELDS: Record<ChartFilterField, true> = {
  ID: true,
  UUID: true,
  SLICE_NAME: true,
  VIZ_TYPE: true,
  DESCRIPTION: true,
  DATASOURCE_ID: true,
  DATASOURCE_NAME: true,
  DATASOURCE_TYPE: true,
  OWNERS: true,
  DASHBOARDS: true,
  CREATED_BY: true,
  CHANGED_BY: true,
  LAST_SAVED_AT: true,
  LAST_SAVED_BY: true,
  TAGS: true,
};

describe('chartResource', () => {
  it('maps every search column onto a ChartFilterField', () => {
    for (const { column, operators } of chartResource.searchColumns) {
      const [filter] = mapListFilters([{ col: column, opr: operators[0].operator, value: 1 }], chartResource);
      expect(FILTER_FIELDS[filter.field]).toBe(true);
    }
  });

  it('maps every order column onto a ChartOrderField', () => {
    for (const column of chartResource.orderColumns) {
      expect(mapListOrder(column, 'asc', chartResource).orderBy).toEqual(expect.any(String));
    }
  });

  it('sorts by changed_on descending by default', () => {
    expect(mapListOrder(undefined, undefined, chartResource)).toEqual({ orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });
});
