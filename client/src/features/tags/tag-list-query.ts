// The Tags list's declaration: Superset's name search and its custom_tag filter on type, by name.
import { defineList } from '../../components/list-view/list-spec';
import type { TagFilterField, TagOrderField } from '../../gql/graphql';

export const TAG_LIST = defineList<TagFilterField, TagOrderField>({
  resourceName: 'tags',
  sortFields: { name: 'NAME', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'name', field: 'NAME', op: 'CT', label: 'Search tags' },
    { kind: 'boolean', id: 'type', field: 'TYPE', op: 'CUSTOM_TAG', label: 'Type', choices: ['Custom', 'Implicit'], testId: 'tag-filter-type' },
  ],
});
