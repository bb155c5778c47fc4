import { columnLabel, modelTitle } from './labels';
import type { ListResource } from './list-resource';
import { INFO_ARGS_SCHEMA, readRisonArgs, type InfoArgs, type InfoKey } from './query-args';

/** One field of a resource's add/edit schema as `_info` describes it. */
export interface SchemaField {
  name: string;
  /** The marshmallow field class name: String, Integer, Boolean, List, DateTime, UUID, ... */
  type: string;
  required?: boolean;
  unique?: boolean;
  description?: string;
  /** str() of each marshmallow validator, e.g. "<Length(min=1, max=250, equal=None, error=None)>". */
  validate?: readonly string[];
}

/** str() of marshmallow's Length validator, as `_info` lists it in `validate`. */
export const lengthValidator = (min: number, max: number) => `<Length(min=${min}, max=${max}, equal=None, error=None)>`;

export interface InfoResource<TFilterField extends string> extends ListResource<TFilterField, string> {
  /** Permission names the resource's endpoints are guarded by (FAB's base_permissions). */
  permissions: readonly string[];
  addColumns: readonly SchemaField[];
  editColumns: readonly SchemaField[];
}

/** A FAB model resource as the gateway declares it: its list column sets with their GraphQL enums, and its `_info`. */
export type ModelResource<TFilterField extends string, TOrderField extends string> = InfoResource<TFilterField> &
  ListResource<TFilterField, TOrderField> & { defaultOrder: { field: TOrderField; direction: 'ASC' | 'DESC' } };

export function parseInfoArgs(rawQuery: unknown): InfoArgs {
  return readRisonArgs<InfoArgs>(rawQuery, INFO_ARGS_SCHEMA);
}

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'] as const;

/**
 * The `_info` body: schema fields for add/edit forms, the filter operators per search column,
 * and the resource permissions the caller holds (the part the frontend uses to show buttons).
 */
export function buildInfoResponse(
  resource: InfoResource<string>,
  args: InfoArgs,
  heldPermissions: readonly string[],
): Record<string, unknown> {
  const title = modelTitle(resource.modelName);
  const sections: Record<Exclude<InfoKey, 'none'>, () => unknown> = {
    add_columns: () => resource.addColumns.map(describeField),
    edit_columns: () => resource.editColumns.map(describeField),
    filters: () =>
      Object.fromEntries(
        resource.searchColumns.map(({ column, operators }) => [
          column,
          operators.map(({ name, operator }) => ({ name, operator })),
        ]),
      ),
    permissions: () => resource.permissions.filter((permission) => heldPermissions.includes(permission)),
    add_title: () => `Add ${title}`,
    edit_title: () => `Edit ${title}`,
  };
  const body: Record<string, unknown> = {};
  for (const key of INFO_KEYS) {
    if (!args.keys || args.keys.includes(key)) body[key] = sections[key]();
  }
  return body;
}

function describeField(field: SchemaField): Record<string, unknown> {
  return {
    name: field.name,
    label: columnLabel(field.name),
    description: field.description ?? '',
    type: field.type,
    required: field.required ?? false,
    unique: field.unique ?? false,
    validate: [...(field.validate ?? [])],
  };
}
