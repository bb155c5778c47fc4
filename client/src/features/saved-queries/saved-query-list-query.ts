// The Saved queries list's declaration. Filter and column ids are Superset's (label with
// all_text for the search, database, schema), so list URLs stay compatible.
import { databaseFilter, defineList, distinctOptions, relatedOptions, schemaFilter } from '../../components/list-view/list-spec';
import { SavedQueryListDatabaseOptionsDocument, SavedQueryListSchemaOptionsDocument, type SavedQueryFilterField, type SavedQueryOrderField } from '../../gql/graphql';
import { tagFilter } from '../tags/tag-filter';

/** Spec 2 §9: page size 25, sorted by last change (changed_on_delta_humanized), newest first. */
export const SAVED_QUERY_LIST = defineList<SavedQueryFilterField, SavedQueryOrderField>({
  resourceName: 'saved queries',
  sortFields: { label: 'LABEL', 'database.database_name': 'DATABASE_DATABASE_NAME', schema: 'SCHEMA', created_on: 'CREATED_ON', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'label', field: 'LABEL', op: 'ALL_TEXT', label: 'Search saved queries' },
    databaseFilter('DATABASE', relatedOptions(SavedQueryListDatabaseOptionsDocument, (data) => data.savedQueryRelatedDatabases), {
      testId: 'saved-query-filter-database',
    }),
    schemaFilter('SCHEMA', distinctOptions(SavedQueryListSchemaOptionsDocument, (data) => data.savedQueryDistinct), {
      testId: 'saved-query-filter-schema',
    }),
    tagFilter('TAGS', 'SAVED_QUERY_TAG_ID', 'saved-query-filter-tags'),
  ],
});

/** The link 'Copy link' puts on the clipboard: SQL Lab opening the saved query. */
export function savedQueryLink(origin: string, id: number): string {
  return `${origin}/sqllab/?savedQueryId=${id}`;
}
