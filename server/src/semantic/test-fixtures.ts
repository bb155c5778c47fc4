/** A birth_names-shaped datasource and build options shared by the semantic layer's tests. */
import type { BuildQueryOptions, DatasourceDefinition } from './types';

export const NOW = new Date('2024-05-15T13:45:30Z');

export const OPTS: BuildQueryOptions = { now: NOW, defaultRowLimit: 10000, maxRowLimit: 100000 };

export function birthNames(overrides: Partial<DatasourceDefinition> = {}): DatasourceDefinition {
  return {
    id: 1,
    type: 'table',
    tableName: 'birth_names',
    schema: 'main',
    sql: null,
    mainDttmCol: 'ds',
    columns: [
      { columnName: 'ds', type: 'TIMESTAMP', isDttm: true, expression: null },
      { columnName: 'gender', type: 'VARCHAR(16)', isDttm: false, expression: null },
      { columnName: 'name', type: 'VARCHAR(255)', isDttm: false, expression: null },
      { columnName: 'num', type: 'BIGINT', isDttm: false, expression: null },
      { columnName: 'state', type: 'VARCHAR(10)', isDttm: false, expression: null },
      { columnName: 'num_california', type: 'BIGINT', isDttm: false, expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END" },
      { columnName: 'is_big', type: 'BOOLEAN', isDttm: false, expression: null },
      { columnName: 'birthday', type: 'DATE', isDttm: false, expression: null },
    ],
    metrics: [
      { metricName: 'count', expression: 'COUNT(*)' },
      { metricName: 'sum__num', expression: 'SUM(num)' },
    ],
    ...overrides,
  };
}
