// The row-limit dropdown: powers of ten below SQL_MAX_ROW, then SQL_MAX_ROW itself, so no choice exceeds the
// configured maximum (spec 2 §5).
export function queryLimitChoices(maxRow: number): number[] {
  const choices: number[] = [];
  for (let limit = 10; limit < maxRow; limit *= 10) choices.push(limit);
  choices.push(maxRow);
  return choices;
}

/** A tab's limit, or the configured default, never above the maximum. */
export function effectiveQueryLimit(limit: number | null | undefined, defaultLimit: number, maxRow: number): number {
  const wanted = limit && limit > 0 ? limit : defaultLimit;
  return Math.min(wanted, maxRow);
}

export function formatLimit(limit: number): string {
  return limit.toLocaleString('en-US');
}
