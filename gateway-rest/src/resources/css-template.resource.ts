import { customOperator, RELATION_OPERATORS, STRING_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { CssTemplateFilterField, CssTemplateOrderField } from '../gql/graphql';

/** Superset's CssTemplateRestApi column sets (view-menu `CssTemplate`, model `CssTemplate`), REST ref §6.18. */
const LIST_COLUMNS = [
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_on',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'css',
  'id',
  'template_name',
] as const;

export const SHOW_COLUMNS = ['created_by.first_name', 'created_by.id', 'created_by.last_name', 'css', 'id', 'template_name'] as const;

export const RELATED_COLUMNS = ['created_by', 'changed_by'] as const;

/** The add/edit schema (FAB generated from the model): css and template_name (the column's 250 characters). */
const FIELDS: readonly SchemaField[] = [
  { name: 'css', type: 'String' },
  { name: 'template_name', type: 'String', validate: [length(0, 250)] },
];

export const cssTemplateResource: ModelResource<CssTemplateFilterField, CssTemplateOrderField> = {
  modelName: 'CssTemplate',
  listColumns: LIST_COLUMNS,
  orderColumns: ['template_name'],
  orderFields: ['TEMPLATE_NAME'],
  // FAB's CssTemplateRestApi has no base order; by name is how the CSS template list shows them.
  defaultOrder: { field: 'TEMPLATE_NAME', direction: 'ASC' },
  searchColumns: [
    { column: 'template_name', operators: [...STRING_OPERATORS, customOperator('css_template_all_text', 'All Text')] },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
  ],
  permissions: ['can_read', 'can_write'],
  addColumns: FIELDS,
  editColumns: FIELDS,
};
