import { methodNotAllowed, routeNotFound } from './errors';
import { requireIntId } from './ids';

/**
 * A path segment Superset declares with Flask's `<int:…>` converter. Text that is not digits matches no rule
 * for this method, so Werkzeug answers before any view runs: 405 when a rule of another method takes the
 * same path with a text converter (`<pk>`), else its route-not-found 404. Digits beyond an Int are an
 * unknown row (404 "Not found").
 */
export function flaskIntId(segment: string, otherMethods: 'none' | 'take-text' = 'none'): number {
  if (!/^\d+$/.test(segment)) throw otherMethods === 'take-text' ? methodNotAllowed() : routeNotFound();
  return requireIntId(segment);
}
