// Template parameters are a JSON object typed by the user; empty means {} (spec 2 §5).
export type TemplateParamsResult = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

export function parseTemplateParams(text: string | null | undefined): TemplateParamsResult {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `Template parameters are not valid JSON: ${detail}` };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, error: 'Template parameters must be a JSON object, e.g. {"limit": 10}' };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** Levenshtein distance, for "did you mean" suggestions on undefined parameters. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

export const SUGGESTION_MAX_DISTANCE = 2;

/** Defined parameter names within edit distance 2 of an undefined one, closest first. */
export function didYouMean(undefinedName: string, definedNames: readonly string[]): string[] {
  return definedNames
    .map((name) => ({ name, distance: editDistance(undefinedName, name) }))
    .filter(({ distance }) => distance > 0 && distance <= SUGGESTION_MAX_DISTANCE)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .map(({ name }) => name);
}
