import { customOperator, NUMBER_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS, TO_MANY_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { SavedQueryFilterField, SavedQueryOrderField } from '../gql/graphql';

/** Superset's SavedQueryRestApi column sets (view-menu `SavedQuery`, model `SavedQuery`), REST ref §6.6. */
const LIST_COLUMNS = [
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_on',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'database.database_name',
  'database.id',
  'db_id',
  'description',
  'extra',
  'id',
  'label',
  'last_run_delta_humanized',
  'rows',
  'catalog',
  'schema',
  'sql',
  'sql_tables',
  'tags.id',
  'tags.name',
  'tags.type',
] as const;

export const SHOW_COLUMNS = [
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'database.database_name',
  'database.id',
  'description',
  'id',
  'label',
  'catalog',
  'schema',
  'sql',
  'sql_tables',
  'template_parameters',
] as const;

const ORDER_COLUMNS = [
  'catalog',
  'schema',
  'label',
  'description',
  'sql',
  'rows',
  'created_by.first_name',
  'database.database_name',
  'created_on',
  'changed_on_delta_humanized',
  'last_run_delta_humanized',
] as const;

const ORDER_FIELDS: readonly SavedQueryOrderField[] = [
  'CATALOG',
  'SCHEMA',
  'LABEL',
  'DESCRIPTION',
  'SQL',
  'ROWS',
  'CREATED_BY_FIRST_NAME',
  'DATABASE_DATABASE_NAME',
  'CREATED_ON',
  'CHANGED_ON',
  'LAST_RUN',
];

export const RELATED_COLUMNS = ['database', 'changed_by', 'created_by'] as const;
export const DISTINCT_COLUMNS = ['catalog', 'schema'] as const;

/** The add/edit schema (FAB generated from the model): db_id, description, label, catalog, schema, sql, template_parameters, extra_json. */
const FIELDS: readonly SchemaField[] = [
  { name: 'db_id', type: 'Integer', required: true },
  { name: 'description', type: 'String' },
  { name: 'label', type: 'String', validate: [length(0, 256)] },
  { name: 'catalog', type: 'String', validate: [length(0, 256)] },
  { name: 'schema', type: 'String', validate: [length(0, 256)] },
  { name: 'sql', type: 'String' },
  { name: 'template_parameters', type: 'String' },
  { name: 'extra_json', type: 'String' },
];

export const savedQueryResource: ModelResource<SavedQueryFilterField, SavedQueryOrderField> = {
  modelName: 'SavedQuery',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  // The saved-query list view's own default (spec 2 §9): last changed, newest first.
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    { column: 'id', operators: [...NUMBER_OPERATORS, customOperator('saved_query_is_fav', 'Is favorite')] },
    { column: 'database', operators: RELATION_OPERATORS },
    { column: 'label', operators: [...STRING_OPERATORS, customOperator('all_text', 'All Text')] },
    { column: 'catalog', operators: STRING_OPERATORS },
    { column: 'schema', operators: STRING_OPERATORS },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
    {
      column: 'tags',
      operators: [...TO_MANY_OPERATORS, customOperator('saved_query_tags', 'Tags'), customOperator('saved_query_tag_id', 'Tag id')],
    },
  ],
  permissions: ['can_read', 'can_write', 'can_export'],
  addColumns: FIELDS,
  editColumns: FIELDS.map((f) => ({ ...f, required: false })),
};
