import { customOperator, RELATION_OPERATORS, STRING_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { ListResource } from '../core/list-resource';
import type { AnnotationFilterField, AnnotationLayerFilterField, AnnotationLayerOrderField, AnnotationOrderField } from '../gql/graphql';

/** Superset's AnnotationLayerRestApi column sets (view-menu `Annotation`, model `AnnotationLayer`), REST ref §6. */
const LAYER_LIST_COLUMNS = [
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_on',
  'descr',
  'id',
  'name',
] as const;

export const LAYER_SHOW_COLUMNS = ['descr', 'id', 'name'] as const;

export const LAYER_RELATED_COLUMNS = ['created_by', 'changed_by'] as const;

/** The add/edit schema: name (1 to 250 characters, required on add) and descr. */
const LAYER_FIELDS = (nameRequired: boolean): SchemaField[] => [
  { name: 'name', type: 'String', required: nameRequired, description: 'The annotation layer name', validate: [length(1, 250)] },
  { name: 'descr', type: 'String', description: 'Give a description for this annotation layer' },
];

export const annotationLayerResource: ModelResource<AnnotationLayerFilterField, AnnotationLayerOrderField> = {
  modelName: 'AnnotationLayer',
  listColumns: LAYER_LIST_COLUMNS,
  orderColumns: ['name', 'descr', 'created_by.first_name', 'changed_by.first_name', 'changed_on', 'changed_on_delta_humanized', 'created_on'],
  orderFields: ['NAME', 'DESCR', 'CREATED_BY_FIRST_NAME', 'CHANGED_BY_FIRST_NAME', 'CHANGED_ON', 'CREATED_ON'],
  // FAB's AnnotationLayerRestApi has no base order; by name is how the layer list shows them.
  defaultOrder: { field: 'NAME', direction: 'ASC' },
  searchColumns: [
    { column: 'name', operators: [...STRING_OPERATORS, customOperator('annotation_layer_all_text', 'All Text')] },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
  ],
  permissions: ['can_read', 'can_write'],
  addColumns: LAYER_FIELDS(true),
  editColumns: LAYER_FIELDS(false),
};

/** Superset's AnnotationRestApi column sets (model `Annotation`), under /annotation_layer/{pk}/annotation/. */
export const ANNOTATION_SHOW_COLUMNS = ['end_dttm', 'id', 'json_metadata', 'layer.id', 'layer.name', 'long_descr', 'short_descr', 'start_dttm'] as const;

export const annotationResource: ListResource<AnnotationFilterField, AnnotationOrderField> = {
  modelName: 'Annotation',
  listColumns: ['changed_by.first_name', 'changed_by.id', 'changed_on_delta_humanized', 'created_by.first_name', 'created_by.id', 'end_dttm', 'id', 'long_descr', 'short_descr', 'start_dttm'],
  orderColumns: ['changed_by.first_name', 'changed_on_delta_humanized', 'created_by.first_name', 'end_dttm', 'long_descr', 'short_descr', 'start_dttm'],
  orderFields: ['CHANGED_BY_FIRST_NAME', 'CHANGED_ON', 'CREATED_BY_FIRST_NAME', 'END_DTTM', 'LONG_DESCR', 'SHORT_DESCR', 'START_DTTM'],
  searchColumns: [{ column: 'short_descr', operators: [...STRING_OPERATORS, customOperator('annotation_all_text', 'All Text')] }],
};
