// The Dataset list's declaration. Column and filter ids are Superset's, so list URLs stay compatible:
// table_name (search), database (id), schema.
import { databaseFilter, defineList, optionsFrom, relatedOptions, schemaFilter } from '../../components/list-view/list-spec';
import { DatasetListFilterOptionsDocument, type DatasetFilterField, type DatasetOrderField } from '../../gql/graphql';

export const DATASET_LIST = defineList<DatasetFilterField, DatasetOrderField>({
  resourceName: 'datasets',
  sortFields: { table_name: 'TABLE_NAME', schema: 'SCHEMA', 'database.database_name': 'DATABASE_DATABASE_NAME', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'table_name', field: 'TABLE_NAME', op: 'CT', label: 'Search datasets' },
    databaseFilter('DATABASE', optionsFrom(DatasetListFilterOptionsDocument, (data) => relatedOptions(data.datasetRelatedDatabases.items)), {
      testId: 'dataset-filter-database',
    }),
    schemaFilter('SCHEMA', optionsFrom(DatasetListFilterOptionsDocument, (data) => data.datasetDistinct.items), { testId: 'dataset-filter-schema' }),
  ],
});

/** Superset's labels for the `kind` column. */
export const kindLabel = (kind: string): string => (kind === 'VIRTUAL' ? 'Virtual' : 'Physical');
