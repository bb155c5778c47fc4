// The Tag filter of the chart, dashboard and saved query lists (Superset's `tags` filter with the resource's
// tag-id operator): one custom tag out of the server's, by name.
import { searchedOptions, type SelectFilterSpec } from '../../components/list-view/list-spec';
import { TagFilterOptionsDocument, type ListFilterOp } from '../../gql/graphql';

export const tagFilter = <F extends string>(field: F, op: ListFilterOp, testId: string): SelectFilterSpec<F> => ({
  kind: 'select',
  id: 'tags',
  field,
  value: 'id',
  op,
  label: 'Tag',
  searchable: true,
  options: searchedOptions(TagFilterOptionsDocument, (data) => data.tags, (t) => ({ value: String(t.id), label: t.name })),
  testId,
  flag: 'taggingSystem',
});
