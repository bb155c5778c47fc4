// Pure rules of the select controls (spec 1 section 5): pasted text split into options, free-form entries
// trimmed and deduplicated, fixed-choice values outside the choices dropped, and choice values (which may be
// numbers, booleans or null) carried through string-keyed select widgets.
import type { ChoiceValue } from '../../../viz/shared/control-panel';

/** The separators of pasted or typed free-form options (Mantine's TagsInput splitChars take the same set). */
export const OPTION_SEPARATORS = [',', ';', '\t', '\n', '\r'];

/** Pasted text -> options: split on comma, CRLF, newline, tab or semicolon; trimmed; empties and duplicates
 * (keeping the first) dropped. */
export function splitPastedText(text: string): string[] {
  const seen = new Set<string>();
  const options: string[] = [];
  for (const part of text.split(/\r\n|[,\n\t;\r]/)) {
    const option = part.trim();
    if (option && !seen.has(option)) {
      seen.add(option);
      options.push(option);
    }
  }
  return options;
}

/** The entries of a tags input after an edit or a paste, each split again on the separators, so what reaches
 * form data follows splitPastedText whatever the widget did. */
export function splitEntries(entries: readonly string[]): string[] {
  return splitPastedText(entries.join('\n'));
}

/** Adds new entries to a multi value: trimmed, empties and values already present ignored. */
export function mergeOptions<T>(current: readonly T[], added: readonly T[]): T[] {
  const merged = [...current];
  for (const value of added) {
    const entry = (typeof value === 'string' ? value.trim() : value) as T;
    if (entry === '' || merged.some((existing) => existing === entry)) continue;
    merged.push(entry);
  }
  return merged;
}

/** A choice value as a select key: JSON keeps 10 and '10', null and 'null' apart. */
export function choiceKey(value: ChoiceValue): string {
  return JSON.stringify(value);
}

export function fromChoiceKey(key: string): ChoiceValue {
  try {
    const parsed: unknown = JSON.parse(key);
    if (parsed === null || ['string', 'number', 'boolean'].includes(typeof parsed)) return parsed as ChoiceValue;
  } catch {
    // Not a key made by choiceKey: the raw text is the value.
  }
  return key;
}

type Choices = ReadonlyArray<readonly [ChoiceValue, string]>;

/** Typed free-form text as a stored value: a number when the control's choices are numbers and the text is
 * one, else the trimmed text. */
export function freeFormValue(text: string, choices: Choices | undefined): ChoiceValue {
  const trimmed = text.trim();
  const numericChoices = (choices ?? []).length > 0 && (choices ?? []).every(([value]) => typeof value === 'number');
  if (numericChoices && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

/** Fixed-choice selects keep only values among the choices (a saved chart may carry stale ones). A single
 * value outside them becomes undefined (the control default applies); multi values are filtered. */
export function sanitizeChoiceValue(value: unknown, choices: Choices | undefined, multi: boolean): unknown {
  if (!choices) return value;
  const allowed = new Set(choices.map(([choice]) => choiceKey(choice)));
  const valid = (entry: unknown) =>
    ['string', 'number', 'boolean'].includes(typeof entry) || entry === null ? allowed.has(choiceKey(entry as ChoiceValue)) : false;
  if (multi) {
    const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    return list.filter(valid);
  }
  if (value === undefined) return undefined;
  return valid(value) ? value : undefined;
}

/** The label of a value: its choice label, or the value itself for a free-form entry. */
export function choiceLabel(value: unknown, choices: Choices | undefined): string {
  const found = choices?.find(([choice]) => choice === value);
  if (found) return found[1];
  return value === null || value === undefined ? '' : String(value);
}
