// Reading a table chart's form data: which mode it is in and its raw-mode ordering.
import { ensureIsArray, type QueryFormData, type QueryMode } from '../shared/form-data';

/** Superset's getQueryMode: an explicit query_mode wins; otherwise raw when raw columns are chosen. */
export function tableQueryMode(formData: QueryFormData): QueryMode {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw') return formData.query_mode;
  return ensureIsArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

/** Raw-mode ordering is stored as JSON strings '["column", ascending]'. */
export function parseOrderByCols(value: unknown): { orderby: Array<[string, boolean]>; invalid: boolean } {
  const orderby: Array<[string, boolean]> = [];
  let invalid = false;
  for (const entry of ensureIsArray(value as unknown[] | undefined)) {
    try {
      const parsed: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean') {
        orderby.push([parsed[0], parsed[1]]);
      } else {
        invalid = true;
      }
    } catch {
      invalid = true;
    }
  }
  return { orderby, invalid };
}
