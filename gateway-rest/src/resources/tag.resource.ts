import { customOperator, NUMBER_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS } from '../core/filter-operators';
import { lengthValidator as length, type ModelResource, type SchemaField } from '../core/info';
import type { TaggableType, TagFilterField, TagOrderField } from '../gql/graphql';

/** Superset's TagRestApi column sets (view-menu `Tag`, model `Tag`), REST ref §6.9. */
const LIST_COLUMNS = [
  'id',
  'name',
  'type',
  'description',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'created_by.first_name',
  'created_by.last_name',
] as const;

export const SHOW_COLUMNS = [...LIST_COLUMNS, 'created_by.id'] as const;

/** FAB's related users of the list's audit columns. */
export const RELATED_COLUMNS = ['created_by', 'changed_by'] as const;

const FIELDS: readonly SchemaField[] = [
  { name: 'name', type: 'String', required: true, validate: [length(1, 250)] },
  { name: 'description', type: 'String' },
  { name: 'objects_to_tag', type: 'List' },
];

export const tagResource: ModelResource<TagFilterField, TagOrderField> = {
  modelName: 'Tag',
  listColumns: LIST_COLUMNS,
  orderColumns: ['id', 'name', 'type', 'description', 'changed_on_delta_humanized', 'created_on_delta_humanized'],
  orderFields: ['ID', 'NAME', 'TYPE', 'DESCRIPTION', 'CHANGED_ON', 'CREATED_ON'],
  defaultOrder: { field: 'NAME', direction: 'ASC' },
  searchColumns: [
    { column: 'id', operators: NUMBER_OPERATORS },
    { column: 'name', operators: STRING_OPERATORS },
    { column: 'type', operators: [customOperator('custom_tag', 'Custom Tag')] },
    { column: 'description', operators: STRING_OPERATORS },
    { column: 'created_by', operators: RELATION_OPERATORS },
    { column: 'changed_by', operators: RELATION_OPERATORS },
  ],
  permissions: ['can_read', 'can_write', 'can_bulk_create'],
  addColumns: FIELDS,
  editColumns: FIELDS,
};

/** Tag `type` as Superset dumps it: the enum's value (REST ref §6.9). */
export const TAG_TYPE_CODES: Readonly<Record<string, number>> = { custom: 1, type: 2, owner: 3, favorited_by: 4 };

export const tagTypeCode = (type: string): number => TAG_TYPE_CODES[type] ?? 1;

/** An object's `tags` column: `{id, name, type}` with the type by its code. */
export const objectTags = (tags: readonly { id: number; name: string; type: string }[]) => tags.map((t) => ({ id: t.id, name: t.name, type: tagTypeCode(t.type) }));

/** Object kinds by their codes in URL paths and their names in bodies (`saved_query` also names a saved query). */
const OBJECT_TYPES: Readonly<Record<string, TaggableType>> = {
  '1': 'QUERY',
  '2': 'CHART',
  '3': 'DASHBOARD',
  '4': 'DATASET',
  query: 'QUERY',
  saved_query: 'QUERY',
  chart: 'CHART',
  dashboard: 'DASHBOARD',
  dataset: 'DATASET',
};

export function taggableType(value: unknown): TaggableType | undefined {
  return typeof value === 'string' || typeof value === 'number' ? OBJECT_TYPES[String(value).toLowerCase()] : undefined;
}

/** The name a response gives an object kind (`query` for a saved query, as Superset's ObjectType). */
export const objectTypeName = (type: TaggableType): string => type.toLowerCase();
