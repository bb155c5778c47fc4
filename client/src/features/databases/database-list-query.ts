// The Databases list's declaration. Column and filter ids are Superset's, so list URLs stay compatible.
import { defineList } from '../../components/list-view/list-spec';
import type { DatabaseFilterField, DatabaseOrderField } from '../../gql/graphql';

/** Superset's database list opens sorted by name; the search is its database_name filter with `ct`. */
export const DATABASE_LIST = defineList<DatabaseFilterField, DatabaseOrderField>({
  resourceName: 'databases',
  sort: { column: 'database_name', order: 'asc' },
  sortFields: {
    database_name: 'DATABASE_NAME',
    allow_dml: 'ALLOW_DML',
    expose_in_sqllab: 'EXPOSE_IN_SQLLAB',
    allow_file_upload: 'ALLOW_FILE_UPLOAD',
    'created_by.first_name': 'CREATED_BY_FIRST_NAME',
    changed_on_delta_humanized: 'CHANGED_ON',
  },
  filters: [{ kind: 'search', id: 'database_name', field: 'DATABASE_NAME', op: 'CT', label: 'Search databases' }],
});
