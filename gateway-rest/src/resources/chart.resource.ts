import {
  customOperator,
  DATE_OPERATORS,
  EQUALITY_OPERATORS,
  NUMBER_OPERATORS,
  RELATION_OPERATORS,
  STRING_OPERATORS,
  TO_MANY_OPERATORS,
} from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { ChartFilterField, ChartOrderField } from '../gql/graphql';

/**
 * Superset's ChartRestApi column sets (view-menu `Chart`, model `Slice`). `description_markeddown`
 * is left out of the list columns until the schema exposes rendered descriptions.
 */
const LIST_COLUMNS = [
  'is_managed_externally',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_dttm',
  'changed_on_utc',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'datasource_id',
  'datasource_name_text',
  'datasource_type',
  'datasource_url',
  'description',
  'edit_url',
  'form_data',
  'id',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'dashboards.id',
  'dashboards.dashboard_title',
  'params',
  'slice_name',
  'slice_url',
  'table.default_endpoint',
  'table.table_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'tags.id',
  'tags.name',
  'tags.type',
  'uuid',
] as const;

const ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'datasource_id',
  'datasource_name',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'slice_name',
  'viz_type',
] as const;

const ORDER_FIELDS: readonly ChartOrderField[] = [
  'CHANGED_BY_FIRST_NAME',
  'CHANGED_ON',
  'CREATED_ON',
  'DATASOURCE_ID',
  'DATASOURCE_NAME',
  'LAST_SAVED_AT',
  'LAST_SAVED_BY_ID',
  'LAST_SAVED_BY_FIRST_NAME',
  'LAST_SAVED_BY_LAST_NAME',
  'SLICE_NAME',
  'VIZ_TYPE',
];

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'];
const oneOfDatasourceType = `<OneOf(choices=[${DATASOURCE_TYPES.map((type) => `'${type}'`).join(', ')}], labels=[], error='Must be one of: {choices}.')>`;

/** ChartPostSchema fields, in declaration order. */
const ADD_COLUMNS: readonly SchemaField[] = [
  { name: 'slice_name', type: 'String', required: true, validate: [length(1, 250)] },
  { name: 'description', type: 'String' },
  { name: 'viz_type', type: 'String', validate: [length(0, 250)] },
  { name: 'owners', type: 'List' },
  { name: 'params', type: 'String' },
  { name: 'query_context', type: 'String' },
  { name: 'query_context_generation', type: 'Boolean' },
  { name: 'cache_timeout', type: 'Integer' },
  { name: 'datasource_id', type: 'Integer', required: true },
  { name: 'datasource_type', type: 'String', required: true, validate: [oneOfDatasourceType] },
  { name: 'datasource_name', type: 'String' },
  { name: 'dashboards', type: 'List' },
  { name: 'certified_by', type: 'String' },
  { name: 'certification_details', type: 'String' },
  { name: 'is_managed_externally', type: 'Boolean' },
  { name: 'external_url', type: 'String' },
  { name: 'uuid', type: 'UUID' },
];

/** ChartPutSchema: the same fields, all optional, plus tags. */
const EDIT_COLUMNS: readonly SchemaField[] = [
  ...ADD_COLUMNS.map((field) => ({ ...field, required: false })),
  { name: 'tags', type: 'List' },
];

export const chartResource: ModelResource<ChartFilterField, ChartOrderField> = {
  modelName: 'Slice',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    {
      column: 'created_by',
      operators: [
        ...RELATION_OPERATORS,
        customOperator('chart_has_created_by', 'Has created by'),
        customOperator('chart_created_by_me', 'Created by me'),
      ],
    },
    { column: 'changed_by', operators: RELATION_OPERATORS },
    { column: 'last_saved_at', operators: DATE_OPERATORS },
    { column: 'last_saved_by', operators: RELATION_OPERATORS },
    { column: 'datasource_id', operators: NUMBER_OPERATORS },
    { column: 'datasource_name', operators: STRING_OPERATORS },
    { column: 'datasource_type', operators: STRING_OPERATORS },
    { column: 'description', operators: STRING_OPERATORS },
    {
      column: 'id',
      operators: [
        ...NUMBER_OPERATORS,
        customOperator('chart_is_favorite', 'Is favorite'),
        customOperator('chart_is_certified', 'Is certified'),
        customOperator('chart_owned_created_favored_by_me', 'Owned Created or Favored'),
      ],
    },
    { column: 'uuid', operators: EQUALITY_OPERATORS },
    { column: 'owners', operators: TO_MANY_OPERATORS },
    { column: 'dashboards', operators: TO_MANY_OPERATORS },
    { column: 'slice_name', operators: [...STRING_OPERATORS, customOperator('chart_all_text', 'All Text')] },
    { column: 'viz_type', operators: STRING_OPERATORS },
    {
      column: 'tags',
      operators: [
        ...TO_MANY_OPERATORS,
        customOperator('chart_tags', 'Is tagged'),
        customOperator('chart_tag_id', 'Is tagged'),
      ],
    },
  ],
  permissions: ['can_read', 'can_write', 'can_export', 'can_warm_up_cache'],
  addColumns: ADD_COLUMNS,
  editColumns: EDIT_COLUMNS,
};
