// The annotation layer list and a layer's annotation list, as declarations. Filter and column ids are
// Superset's (name with its all-text search, changed_by; short_descr), so list URLs stay compatible.
import { defineList, relatedOptions } from '../../components/list-view/list-spec';
import { AnnotationLayerFilterOptionsDocument, type AnnotationFilterField, type AnnotationLayerFilterField, type AnnotationLayerOrderField, type AnnotationOrderField } from '../../gql/graphql';

export const ANNOTATION_LAYER_LIST = defineList<AnnotationLayerFilterField, AnnotationLayerOrderField>({
  resourceName: 'annotation layers',
  sortFields: { name: 'NAME', descr: 'DESCR', 'created_by.first_name': 'CREATED_BY_FIRST_NAME', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'name', field: 'NAME', op: 'ANNOTATION_LAYER_ALL_TEXT', label: 'Search annotation layers' },
    {
      kind: 'select',
      id: 'changed_by',
      field: 'CHANGED_BY',
      value: 'id',
      label: 'Changed by',
      searchable: true,
      options: relatedOptions(AnnotationLayerFilterOptionsDocument, (data) => data.annotationLayerRelated),
      testId: 'annotation-layer-filter-changed-by',
    },
  ],
});

/** A layer's annotations, by start time as Superset's annotation list shows them. */
export const ANNOTATION_LIST = defineList<AnnotationFilterField, AnnotationOrderField>({
  resourceName: 'annotations',
  sort: { column: 'start_dttm', order: 'desc' },
  sortFields: { short_descr: 'SHORT_DESCR', start_dttm: 'START_DTTM', end_dttm: 'END_DTTM', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [{ kind: 'search', id: 'short_descr', field: 'SHORT_DESCR', op: 'ANNOTATION_ALL_TEXT', label: 'Search annotations' }],
});
