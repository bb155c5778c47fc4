// The Dataset list's declaration. Column and filter ids are Superset's, so list URLs stay compatible:
// table_name (search), database (id), schema.
import { databaseFilter, defineList, distinctOptions, relatedOptions, schemaFilter } from '../../components/list-view/list-spec';
import { DatasetListDatabaseOptionsDocument, DatasetListSchemaOptionsDocument, type DatasetFilterField, type DatasetOrderField } from '../../gql/graphql';

export const DATASET_LIST = defineList<DatasetFilterField, DatasetOrderField>({
  resourceName: 'datasets',
  sortFields: { table_name: 'TABLE_NAME', schema: 'SCHEMA', 'database.database_name': 'DATABASE_DATABASE_NAME', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'table_name', field: 'TABLE_NAME', op: 'CT', label: 'Search datasets' },
    databaseFilter('DATABASE', relatedOptions(DatasetListDatabaseOptionsDocument, (data) => data.datasetRelatedDatabases), {
      testId: 'dataset-filter-database',
    }),
    schemaFilter('SCHEMA', distinctOptions(DatasetListSchemaOptionsDocument, (data) => data.datasetDistinct), { testId: 'dataset-filter-schema' }),
  ],
});

/** Superset's labels for the `kind` column. */
export const kindLabel = (kind: string): string => (kind === 'VIRTUAL' ? 'Virtual' : 'Physical');
