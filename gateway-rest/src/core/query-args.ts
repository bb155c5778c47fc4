import { badRequest } from './errors';
import { firstSchemaViolation, type JsonSchema } from './json-schema';
import { decodeRison, RisonSyntaxError } from './rison';

/**
 * Decodes the `q` query-string argument the way FAB's @rison decorator does: Rison first, then
 * (URL-unquoted) JSON; absent or empty means `{}`. Then validates it against the endpoint's schema.
 */
export function decodeQueryArgument(raw: unknown): unknown {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || text === '') return {};
  try {
    return decodeRison(text);
  } catch (error) {
    if (!(error instanceof RisonSyntaxError)) throw error;
  }
  try {
    return JSON.parse(lenientUnquote(text));
  } catch {
    throw badRequest('Not a valid rison/json argument');
  }
}

/** A plain query-string argument (the first, when repeated), as Flask's request.args.get reads it. */
export function firstQueryValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

export function readRisonArgs<T>(raw: unknown, schema: JsonSchema): T {
  const value = decodeQueryArgument(raw);
  const violation = firstSchemaViolation(value, schema);
  if (violation) throw badRequest(`Not a valid rison schema ${violation}`);
  return value as T;
}

/** Python's urllib.parse.unquote leaves malformed escapes alone instead of failing. */
function lenientUnquote(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export type ListKey = 'list_columns' | 'order_columns' | 'label_columns' | 'description_columns' | 'list_title' | 'none';
export type InfoKey = 'add_columns' | 'edit_columns' | 'filters' | 'permissions' | 'add_title' | 'edit_title' | 'none';

export interface ListFilterArg {
  col: string;
  opr: string;
  value: unknown;
}

export interface ListArgs {
  keys?: ListKey[];
  columns?: string[];
  select_columns?: string[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  filters?: ListFilterArg[];
}

export interface InfoArgs {
  keys?: InfoKey[];
  add_columns?: Record<string, { page?: number; page_size?: number }>;
  edit_columns?: Record<string, { page?: number; page_size?: number }>;
}

const stringArray: JsonSchema = { type: 'array', items: { type: 'string' } };
/** Pages and page sizes travel as GraphQL Int: a larger number is refused here, in jsonschema's words. */
export const PAGING_INTEGER: JsonSchema = { type: 'integer', maximum: 2_147_483_647 };
const relatedPaging: JsonSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { page: PAGING_INTEGER, page_size: PAGING_INTEGER },
  },
};

/** FAB's get_list_schema. */
export const LIST_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'string',
        enum: ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title', 'none'],
      },
    },
    columns: stringArray,
    select_columns: stringArray,
    order_column: { type: 'string' },
    order_direction: { type: 'string', enum: ['asc', 'desc'] },
    page: PAGING_INTEGER,
    page_size: PAGING_INTEGER,
    filters: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          col: { type: 'string' },
          opr: { type: 'string' },
          value: {
            anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }, { type: 'array' }],
          },
        },
        required: ['col', 'opr', 'value'],
      },
    },
  },
};

/** FAB's get_info_schema. */
export const INFO_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'string',
        enum: ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none'],
      },
    },
    add_columns: relatedPaging,
    edit_columns: relatedPaging,
  },
};
