import { chartListItem, chartShow } from '../test-support/chart-fixtures';
import { NOW } from '../test-support/gateway-harness';
import { chartFormData, serializeChartGet, serializeChartListRow, userName } from './chart.serializers';

const chart = { id: 12, vizType: 'table', datasourceId: 3, datasourceType: 'table', cacheTimeout: null };

describe('chartFormData', () => {
  it('injects the chart identity into the saved params', () => {
    expect(chartFormData({ ...chart, params: { viz_type: 'old', metrics: ['count'], slice_id: 1 } })).toEqual({
      viz_type: 'table',
      metrics: ['count'],
      slice_id: 12,
      datasource: '3__table',
    });
  });

  it('adds cache_timeout only when set', () => {
    expect(chartFormData({ ...chart, params: {}, cacheTimeout: 600 }).cache_timeout).toBe(600);
    expect(chartFormData({ ...chart, params: {}, cacheTimeout: 0 })).not.toHaveProperty('cache_timeout');
  });

  it('moves legacy since/until into time_range', () => {
    expect(chartFormData({ ...chart, params: { since: '2020-01-01', until: null } })).toEqual({
      time_range: '2020-01-01 : ',
      slice_id: 12,
      viz_type: 'table',
      datasource: '3__table',
    });
  });

  it('starts from nothing when params is not an object', () => {
    expect(chartFormData({ ...chart, params: null })).toEqual({ slice_id: 12, viz_type: 'table', datasource: '3__table' });
  });
});

describe('userName', () => {
  it('names users like FAB', () => {
    expect(userName({ id: 1, firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(userName(null)).toBe('');
  });
});

describe('cache_timeout, typed as Superset types it', () => {
  it('is an integer in the list (the model column) and a string in GET (ChartGetResponseSchema declares fields.String)', () => {
    expect(serializeChartListRow({ ...chartListItem, cacheTimeout: 300 }, NOW).cache_timeout).toBe(300);
    expect(serializeChartGet({ ...chartShow, cacheTimeout: 300 }, NOW).cache_timeout).toBe('300');
    expect(serializeChartGet({ ...chartShow, cacheTimeout: null }, NOW).cache_timeout).toBeNull();
  });
});
