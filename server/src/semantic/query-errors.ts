/** Errors for invalid query objects, worded as Superset words them (clients and tests match on the text). */
import { TesseraError } from '../platform/errors';

export function invalidQuery(message: string, extra: Record<string, unknown> = {}): TesseraError {
  return new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', message, { extra });
}

/** Python's list repr, which Superset's message embeds: ['a', 'b']. */
function pyList(names: string[]): string {
  return `[${names.map((n) => `'${n.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(', ')}]`;
}

export function columnsMissing(names: string[]): TesseraError {
  return new TesseraError('COLUMN_DOES_NOT_EXIST_ERROR', `Columns missing in datasource: ${pyList(names)}`, { extra: { invalid_columns: names } });
}

export function metricMissing(name: string): TesseraError {
  return new TesseraError('OBJECT_DOES_NOT_EXIST_ERROR', `Metric '${name}' does not exist`, { code: 'BAD_USER_INPUT', extra: { metric: name } });
}
