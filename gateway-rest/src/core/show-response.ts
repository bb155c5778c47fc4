import type { Request } from 'express';
import type { JsonSchema } from './json-schema';
import { columnLabel } from './labels';
import { projectRow, type Row } from './list-response';
import { readRisonArgs } from './query-args';

const ITEM_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: { type: 'string' } }, columns: { type: 'array', items: { type: 'string' } } },
};

const SHOW_META_KEYS = ['show_columns', 'label_columns', 'description_columns', 'show_title'] as const;

/**
 * FAB's default show (REST ref §3.4): `{id, result}` with the show columns the `q` asks for (`columns`,
 * unknown names dropped) and the metadata keys it asks for (`keys`, all by default).
 */
export function showResponse(req: Request, options: { id: number; row: Row; showColumns: readonly string[]; title: string }): Record<string, unknown> {
  const args = readRisonArgs<{ keys?: string[]; columns?: string[] }>(req.query.q, ITEM_ARGS_SCHEMA);
  const requested = (args.columns ?? []).filter((c) => options.showColumns.includes(c));
  const columns = requested.length ? requested : options.showColumns;
  const meta: Record<(typeof SHOW_META_KEYS)[number], unknown> = {
    show_columns: [...columns],
    label_columns: Object.fromEntries(columns.map((c) => [c, columnLabel(c)])),
    description_columns: {},
    show_title: options.title,
  };
  const body: Record<string, unknown> = { id: options.id, result: projectRow(options.row, columns) };
  for (const key of SHOW_META_KEYS) if (!args.keys || args.keys.includes(key)) body[key] = meta[key];
  return body;
}
