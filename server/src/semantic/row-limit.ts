/**
 * Row limit rules of a chart query (spec 1 §5): an integer, not negative, not above SQL_MAX_ROW. Absent
 * means the default (ROW_LIMIT, or SAMPLES_ROW_LIMIT for samples) and 0 means the maximum, as in Superset's
 * query object. A violation names the field the way the explore controls word it, so REST answers
 * "Request is incorrect: {'row_limit': ['Value cannot exceed 100000']}".
 */
import { TesseraError } from '../platform/errors';

export const ROW_LIMIT_MESSAGES = {
  required: 'cannot be empty',
  integer: 'is expected to be an integer',
  negative: 'must be greater than or equal to 0',
  max: (max: number) => `Value cannot exceed ${max}`,
} as const;

export function rowLimitError(field: 'row_limit' | 'row_offset', message: string): TesseraError {
  return new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `${field}: ${message}`, { code: 'BAD_USER_INPUT', extra: { fields: { [field]: [message] } } });
}

export interface RowLimitRules {
  defaultRowLimit: number;
  maxRowLimit: number;
}

export function resolveRowLimit(value: unknown, rules: RowLimitRules): number {
  if (value === null || value === undefined) return Math.min(rules.defaultRowLimit, rules.maxRowLimit);
  if (typeof value !== 'number' || !Number.isInteger(value)) throw rowLimitError('row_limit', ROW_LIMIT_MESSAGES.integer);
  if (value < 0) throw rowLimitError('row_limit', ROW_LIMIT_MESSAGES.negative);
  if (value === 0) return rules.maxRowLimit;
  if (value > rules.maxRowLimit) throw rowLimitError('row_limit', ROW_LIMIT_MESSAGES.max(rules.maxRowLimit));
  return value;
}

export function resolveRowOffset(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw rowLimitError('row_offset', ROW_LIMIT_MESSAGES.integer);
  if (value < 0) throw rowLimitError('row_offset', ROW_LIMIT_MESSAGES.negative);
  return value;
}
