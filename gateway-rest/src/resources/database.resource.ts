import { customOperator, EQUALITY_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { JsonSchema } from '../core/json-schema';
import type { DatabaseFilterField, DatabaseOrderField } from '../gql/graphql';

/** Superset's DatabaseRestApi column sets (view-menu `Database`, model `Database`). */
const LIST_COLUMNS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_cost_estimate',
  'allows_subquery',
  'allows_virtual_table_explore',
  'backend',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.last_name',
  'database_name',
  'explore_database_id',
  'expose_in_sqllab',
  'extra',
  'force_ctas_schema',
  'id',
  'uuid',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
] as const;

const ORDER_COLUMNS = [
  'allow_file_upload',
  'allow_dml',
  'allow_run_async',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'database_name',
  'expose_in_sqllab',
] as const;

const ORDER_FIELDS: readonly DatabaseOrderField[] = [
  'ALLOW_FILE_UPLOAD',
  'ALLOW_DML',
  'ALLOW_RUN_ASYNC',
  'CHANGED_ON',
  'CREATED_BY_FIRST_NAME',
  'DATABASE_NAME',
  'EXPOSE_IN_SQLLAB',
];


/** DatabasePostSchema fields, in declaration order. */
const ADD_COLUMNS: readonly SchemaField[] = [
  { name: 'database_name', type: 'String', required: true, validate: [length(1, 250)] },
  { name: 'cache_timeout', type: 'Integer' },
  { name: 'expose_in_sqllab', type: 'Boolean' },
  { name: 'allow_run_async', type: 'Boolean' },
  { name: 'allow_file_upload', type: 'Boolean' },
  { name: 'allow_ctas', type: 'Boolean' },
  { name: 'allow_cvas', type: 'Boolean' },
  { name: 'allow_dml', type: 'Boolean' },
  { name: 'configuration_method', type: 'Enum' },
  { name: 'force_ctas_schema', type: 'String', validate: [length(0, 250)] },
  { name: 'impersonate_user', type: 'Boolean' },
  { name: 'masked_encrypted_extra', type: 'String' },
  { name: 'extra', type: 'String' },
  { name: 'server_cert', type: 'String' },
  { name: 'sqlalchemy_uri', type: 'String', validate: [length(1, 1024)] },
  { name: 'is_managed_externally', type: 'Boolean' },
  { name: 'external_url', type: 'String' },
  { name: 'uuid', type: 'String' },
  { name: 'engine', type: 'String' },
  { name: 'driver', type: 'String' },
  { name: 'parameters', type: 'Dict' },
];

/** DatabasePutSchema: the same fields, none required. */
const EDIT_COLUMNS: readonly SchemaField[] = ADD_COLUMNS.map((field) => ({ ...field, required: false }));

export const databaseResource: ModelResource<DatabaseFilterField, DatabaseOrderField> = {
  modelName: 'Database',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  // Superset sets no base order; by name is what its database pickers ask for.
  defaultOrder: { field: 'DATABASE_NAME', direction: 'ASC' },
  searchColumns: [
    { column: 'allow_file_upload', operators: [...EQUALITY_OPERATORS, customOperator('upload_is_enabled', 'Upload Enabled')] },
    { column: 'allow_dml', operators: EQUALITY_OPERATORS },
    { column: 'allow_run_async', operators: EQUALITY_OPERATORS },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
    { column: 'database_name', operators: STRING_OPERATORS },
    { column: 'expose_in_sqllab', operators: EQUALITY_OPERATORS },
    { column: 'uuid', operators: EQUALITY_OPERATORS },
  ],
  permissions: ['can_read', 'can_write', 'can_export', 'can_upload'],
  addColumns: ADD_COLUMNS,
  editColumns: EDIT_COLUMNS,
};

/** Rison schemas of the database sub-resources (DatabaseRestApi's *_schema). */
export const CATALOGS_ARGS_SCHEMA: JsonSchema = { type: 'object', properties: { force: { type: 'boolean' } } };
export const SCHEMAS_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { force: { type: 'boolean' }, catalog: { type: 'string' }, upload_allowed: { type: 'boolean' } },
};
export const TABLES_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { force: { type: 'boolean' }, schema_name: { type: 'string' }, catalog_name: { type: 'string' } },
  required: ['schema_name'],
};

