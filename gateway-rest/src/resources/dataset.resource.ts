import {
  customOperator,
  EQUALITY_OPERATORS,
  NUMBER_OPERATORS,
  RELATION_OPERATORS,
  STRING_OPERATORS,
  TO_MANY_OPERATORS,
} from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { DatasetFilterField, DatasetOrderField } from '../gql/graphql';

/** Superset's DatasetRestApi column sets (view-menu `Dataset`, model `SqlaTable`), REST ref §6.4. */
const LIST_COLUMNS = [
  'id',
  'uuid',
  'database.id',
  'database.database_name',
  'database.uuid',
  'changed_by_name',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'default_endpoint',
  'description',
  'datasource_type',
  'explore_url',
  'extra',
  'kind',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'catalog',
  'schema',
  'sql',
  'table_name',
] as const;

const ORDER_COLUMNS = [
  'table_name',
  'catalog',
  'schema',
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'database.database_name',
] as const;

const ORDER_FIELDS: readonly DatasetOrderField[] = [
  'TABLE_NAME',
  'CATALOG',
  'SCHEMA',
  'CHANGED_BY_FIRST_NAME',
  'CHANGED_ON',
  'DATABASE_DATABASE_NAME',
];

/** The `result` keys of GET /dataset/{pk} (show columns), in Superset's order. */
export const SHOW_COLUMNS = [
  'id',
  'uuid',
  'uid',
  'name',
  'datasource_name',
  'database',
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'select_star',
  'owners',
  'columns',
  'metrics',
  'datasource_type',
  'url',
  'extra',
  'kind',
  'created_on',
  'created_on_humanized',
  'created_by',
  'changed_on',
  'changed_on_humanized',
  'changed_by',
  'is_managed_externally',
  'column_formats',
  'granularity_sqla',
  'time_grain_sqla',
  'order_by_choices',
  'verbose_map',
] as const;

/** Columns `related/{column}` answers for, and `distinct/{column}`. */
export const RELATED_COLUMNS = ['database', 'owners', 'created_by', 'changed_by'] as const;
export const DISTINCT_COLUMNS = ['catalog', 'schema'] as const;


/** DatasetPostSchema fields, in declaration order. */
const ADD_COLUMNS: readonly SchemaField[] = [
  { name: 'database', type: 'Integer', required: true },
  { name: 'catalog', type: 'String', validate: [length(0, 250)] },
  { name: 'schema', type: 'String', validate: [length(0, 250)] },
  { name: 'table_name', type: 'String', required: true, validate: [length(1, 250)] },
  { name: 'sql', type: 'String' },
  { name: 'owners', type: 'List' },
  { name: 'is_managed_externally', type: 'Boolean' },
  { name: 'external_url', type: 'String' },
  { name: 'normalize_columns', type: 'Boolean' },
  { name: 'always_filter_main_dttm', type: 'Boolean' },
  { name: 'template_params', type: 'String' },
  { name: 'uuid', type: 'UUID' },
];

/** DatasetPutSchema fields, in declaration order. */
const EDIT_COLUMNS: readonly SchemaField[] = [
  { name: 'table_name', type: 'String', validate: [length(1, 250)] },
  { name: 'database_id', type: 'Integer' },
  { name: 'sql', type: 'String' },
  { name: 'filter_select_enabled', type: 'Boolean' },
  { name: 'fetch_values_predicate', type: 'String', validate: [length(0, 1000)] },
  { name: 'catalog', type: 'String', validate: [length(0, 250)] },
  { name: 'schema', type: 'String', validate: [length(0, 255)] },
  { name: 'description', type: 'String' },
  { name: 'main_dttm_col', type: 'String' },
  { name: 'normalize_columns', type: 'Boolean' },
  { name: 'always_filter_main_dttm', type: 'Boolean' },
  { name: 'offset', type: 'Integer' },
  { name: 'default_endpoint', type: 'String' },
  { name: 'cache_timeout', type: 'Integer' },
  { name: 'is_sqllab_view', type: 'Boolean' },
  { name: 'template_params', type: 'String' },
  { name: 'owners', type: 'List' },
  { name: 'columns', type: 'List' },
  { name: 'metrics', type: 'List' },
  { name: 'folders', type: 'List' },
  { name: 'extra', type: 'String' },
  { name: 'is_managed_externally', type: 'Boolean' },
  { name: 'external_url', type: 'String' },
  { name: 'uuid', type: 'UUID' },
];

export const datasetResource: ModelResource<DatasetFilterField, DatasetOrderField> = {
  modelName: 'SqlaTable',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  // Superset declares no base order for datasets; the server's own default is the one the list view uses.
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    { column: 'id', operators: [...NUMBER_OPERATORS, customOperator('dataset_is_certified', 'Is certified')] },
    { column: 'uuid', operators: EQUALITY_OPERATORS },
    { column: 'database', operators: RELATION_OPERATORS },
    { column: 'owners', operators: TO_MANY_OPERATORS },
    { column: 'catalog', operators: STRING_OPERATORS },
    { column: 'schema', operators: STRING_OPERATORS },
    { column: 'sql', operators: [...STRING_OPERATORS, customOperator('dataset_is_null_or_empty', 'Null or Empty')] },
    { column: 'table_name', operators: STRING_OPERATORS },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
  ],
  permissions: ['can_read', 'can_write', 'can_export', 'can_duplicate', 'can_get_or_create_dataset', 'can_warm_up_cache', 'can_get_drill_info'],
  addColumns: ADD_COLUMNS,
  editColumns: EDIT_COLUMNS,
};
