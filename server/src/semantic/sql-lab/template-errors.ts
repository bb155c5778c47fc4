/**
 * The error for template parameters the SQL uses but the Parameters box does not define, in Superset's
 * words (sqllab execution: "The following parameters in your query are undefined: …" + its advice), with
 * the did-you-mean suggestions Superset's client computes (defined names within edit distance 2) folded
 * into the message and given in `extra` so any client can show them.
 */
import { TesseraError } from '../../platform/errors';

/** Superset's advice appended to the missing-parameter message. */
export const PARAMETER_MISSING_ADVICE =
  'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.';

export const MAX_SUGGESTION_DISTANCE = 2;

/** INVALID_TEMPLATE_PARAMS_ERROR: template syntax SQL Lab does not support, or parameters that are not a JSON object. */
export function invalidTemplate(message: string, extra: Record<string, unknown> = {}): TesseraError {
  return new TesseraError('INVALID_TEMPLATE_PARAMS_ERROR', message, { extra });
}

/** Levenshtein edit distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Defined names within MAX_SUGGESTION_DISTANCE of `name`, closest first (ties alphabetically). */
export function templateSuggestions(name: string, defined: readonly string[]): string[] {
  return defined
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .filter((s) => s.distance > 0 && s.distance <= MAX_SUGGESTION_DISTANCE)
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .map((s) => s.candidate);
}

const quoted = (name: string) => `"${name}"`;

/**
 * MISSING_TEMPLATE_PARAMS_ERROR; extra: undefined_parameters, template_parameters (as given) and
 * suggestions { name: [defined names] }.
 */
export function missingTemplateParamsError(undefinedNames: readonly string[], params: Record<string, unknown>): TesseraError {
  const defined = Object.keys(params);
  const suggestions: Record<string, string[]> = {};
  const listed = undefinedNames.map((name) => {
    const close = templateSuggestions(name, defined);
    if (close.length) suggestions[name] = close;
    return close.length ? `${quoted(name)} (did you mean ${close.map(quoted).join(' or ')}?)` : quoted(name);
  });
  const head =
    undefinedNames.length === 1
      ? `The parameter ${listed[0]} in your query is undefined.`
      : `The following parameters in your query are undefined: ${listed.join(', ')}.`;
  return new TesseraError('MISSING_TEMPLATE_PARAMS_ERROR', `${head} ${PARAMETER_MISSING_ADVICE}`, {
    extra: { undefined_parameters: [...undefinedNames], template_parameters: params, suggestions },
  });
}
