import { customOperator, EQUALITY_OPERATORS, NUMBER_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS, TO_MANY_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { DashboardFilterField, DashboardOrderField } from '../gql/graphql';

/** Superset's DashboardRestApi column sets (view-menu `Dashboard`, model `Dashboard`). */
const LIST_COLUMNS = [
  'id',
  'uuid',
  'published',
  'status',
  'slug',
  'url',
  'thumbnail_url',
  'certified_by',
  'certification_details',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'dashboard_title',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'roles.id',
  'roles.name',
  'is_managed_externally',
  'tags.id',
  'tags.name',
  'tags.type',
] as const;

const ORDER_COLUMNS = ['changed_by.first_name', 'changed_on_delta_humanized', 'created_by.first_name', 'dashboard_title', 'published', 'changed_on'] as const;

const ORDER_FIELDS: readonly DashboardOrderField[] = ['CHANGED_BY_FIRST_NAME', 'CHANGED_ON', 'CREATED_BY_FIRST_NAME', 'CREATED_ON', 'DASHBOARD_TITLE', 'PUBLISHED'];

/** DashboardPostSchema fields, in declaration order. */
const ADD_COLUMNS: readonly SchemaField[] = [
  { name: 'dashboard_title', type: 'String', validate: [length(0, 500)] },
  { name: 'slug', type: 'String', validate: [length(1, 255)] },
  { name: 'owners', type: 'List' },
  { name: 'roles', type: 'List' },
  { name: 'position_json', type: 'String' },
  { name: 'css', type: 'String' },
  { name: 'json_metadata', type: 'String' },
  { name: 'published', type: 'Boolean' },
  { name: 'certified_by', type: 'String' },
  { name: 'certification_details', type: 'String' },
  { name: 'is_managed_externally', type: 'Boolean' },
  { name: 'external_url', type: 'String' },
  { name: 'theme_id', type: 'Integer' },
];

/** DashboardPutSchema: the same fields, a slug that may be empty, and tags. */
const EDIT_COLUMNS: readonly SchemaField[] = [
  ...ADD_COLUMNS.map((field) => (field.name === 'slug' ? { ...field, validate: [length(0, 255)] } : field)),
  { name: 'tags', type: 'List' },
];

export const dashboardResource: ModelResource<DashboardFilterField, DashboardOrderField> = {
  modelName: 'Dashboard',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    {
      column: 'created_by',
      operators: [...RELATION_OPERATORS, customOperator('dashboard_created_by_me', 'Created by me'), customOperator('dashboard_has_created_by', 'Has created by')],
    },
    { column: 'changed_by', operators: RELATION_OPERATORS },
    { column: 'dashboard_title', operators: [...STRING_OPERATORS, customOperator('title_or_slug', 'Title or Slug')] },
    {
      column: 'id',
      operators: [...NUMBER_OPERATORS, customOperator('dashboard_is_favorite', 'Is favorite'), customOperator('dashboard_is_certified', 'Is certified')],
    },
    { column: 'uuid', operators: EQUALITY_OPERATORS },
    { column: 'owners', operators: TO_MANY_OPERATORS },
    { column: 'published', operators: EQUALITY_OPERATORS },
    { column: 'roles', operators: TO_MANY_OPERATORS },
    { column: 'slug', operators: STRING_OPERATORS },
    { column: 'tags', operators: [...TO_MANY_OPERATORS, customOperator('dashboard_tag_id', 'Is tagged'), customOperator('dashboard_tags', 'Is tagged')] },
  ],
  permissions: ['can_read', 'can_write', 'can_export', 'can_cache_dashboard_screenshot', 'can_set_embedded'],
  addColumns: ADD_COLUMNS,
  editColumns: EDIT_COLUMNS,
};
