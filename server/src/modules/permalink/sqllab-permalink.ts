/**
 * SQL Lab's use of the permalink service: the state is validated at the GraphQL boundary (typed input),
 * stored with only the keys the editor sent (as Superset stores the loaded schema), and read back into the
 * typed shape.
 */
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { PermalinkService } from './permalink.service';
import { SqlLabPermalink, SqlLabPermalinkState, type SqlLabPermalinkInput } from './permalink.types';

export const sqlLabPermalinkPath = (key: string) => `/sqllab/p/${key}/`;

const OPTIONAL_KEYS = ['catalog', 'schema', 'templateParams', 'autorun'] as const;

/** The stored JSON: required keys always, optional ones only when given. */
export function sqlLabPermalinkValue(input: SqlLabPermalinkInput): Record<string, unknown> {
  if (!input.name) throw errors.invalidFields({ name: ['Missing data for required field.'] });
  const value: Record<string, unknown> = { dbId: input.dbId, name: input.name, sql: input.sql };
  for (const k of OPTIONAL_KEYS) if (input[k] !== undefined) value[k] = input[k];
  return value;
}

export function toSqlLabPermalinkState(value: unknown): SqlLabPermalinkState {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  return Object.assign(new SqlLabPermalinkState(), {
    dbId: typeof v.dbId === 'number' ? v.dbId : Number(v.dbId),
    name: text(v.name) ?? '',
    sql: text(v.sql) ?? '',
    catalog: text(v.catalog),
    schema: text(v.schema),
    templateParams: typeof v.templateParams === 'string' ? v.templateParams : v.templateParams == null ? null : JSON.stringify(v.templateParams),
    autorun: typeof v.autorun === 'boolean' ? v.autorun : null,
  });
}

export async function createSqlLabPermalink(ctx: RequestContext, permalinks: PermalinkService, input: SqlLabPermalinkInput): Promise<SqlLabPermalink> {
  const value = sqlLabPermalinkValue(input);
  const key = await permalinks.create(ctx, 'sqllab', value);
  return Object.assign(new SqlLabPermalink(), { key, url: sqlLabPermalinkPath(key), state: toSqlLabPermalinkState(value) });
}

export async function getSqlLabPermalink(ctx: RequestContext, permalinks: PermalinkService, key: string): Promise<SqlLabPermalink> {
  const stored = await permalinks.get(ctx, 'sqllab', key);
  return Object.assign(new SqlLabPermalink(), { key, url: sqlLabPermalinkPath(key), state: toSqlLabPermalinkState(stored.state) });
}
