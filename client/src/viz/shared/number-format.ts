// Number formatting for axis labels, tooltips and table cells, with d3-format (Superset's formatting
// library), so format strings saved in Superset (',d', '.3s', '$,.2f', ...) mean exactly what they meant
// there. Beside d3 format strings Superset has named formatters: SMART_NUMBER ("Adaptive formatting", the
// default), durations and memory sizes (spec section 9); those are here too. A currency ({symbol,
// symbolPosition}) replaces d3's '$' with the currency's own symbol.
import { format as d3Format } from 'd3-format';

export const SMART_NUMBER = 'SMART_NUMBER';
export const SMART_NUMBER_SIGNED = 'SMART_NUMBER_SIGNED';
export const DURATION = 'DURATION';
export const DURATION_SUB = 'DURATION_SUB';
export const MEMORY_DECIMAL = 'MEMORY_DECIMAL';
export const MEMORY_BINARY = 'MEMORY_BINARY';
export const MEMORY_TRANSFER_RATE_DECIMAL = 'MEMORY_TRANSFER_RATE_DECIMAL';
export const MEMORY_TRANSFER_RATE_BINARY = 'MEMORY_TRANSFER_RATE_BINARY';

export type NumberFormatter = (value: number | null | undefined) => string;

/** Superset's currency form data: an ISO 4217 code and where its symbol goes. */
export interface CurrencyFormat {
  symbol?: string | null;
  symbolPosition?: 'prefix' | 'suffix' | string | null;
}

const siFormatter = d3Format('.3~s');
const float2Formatter = d3Format('.2~f');
const float4Formatter = d3Format('.4~f');

/** Superset's adaptive formatting: SI prefixes from a thousand up (B rather than G for billions), two
 * decimals for units, four for small fractions, micro below that. */
function smartNumber(value: number, signed: boolean): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  let text: string;
  if (magnitude >= 1000) text = siFormatter(value).replace('G', 'B');
  else if (magnitude >= 1) text = float2Formatter(value);
  else if (magnitude >= 0.001) text = float4Formatter(value);
  else if (magnitude > 0.000001) text = `${siFormatter(value * 1_000_000)}µ`;
  else text = siFormatter(value);
  return signed && value > 0 ? `+${text}` : text;
}

const DURATION_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1000],
];

/** Milliseconds as a human duration ('1d 2h 3m 4.5s'), as Superset's DURATION formatter (pretty-ms) shows
 * them; DURATION_SUB keeps sub-millisecond precision. */
function duration(value: number, subMilliseconds: boolean): string {
  const sign = value < 0 ? '−' : '';
  let rest = Math.abs(value);
  if (rest < 1000) {
    const ms = subMilliseconds ? d3Format('.3~f')(rest) : String(Math.round(rest));
    return `${sign}${ms}ms`;
  }
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    if (unit === 's') {
      const seconds = rest / size;
      if (seconds > 0 || parts.length === 0) parts.push(`${d3Format('.1~f')(Math.floor(seconds * 10) / 10)}s`);
      break;
    }
    const whole = Math.floor(rest / size);
    if (whole > 0) parts.push(`${whole}${unit}`);
    rest -= whole * size;
  }
  return sign + parts.join(' ');
}

const DECIMAL_PREFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'];
const BINARY_PREFIXES = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'];

/** Bytes (or bytes per second) with decimal (kB = 1000) or binary (KiB = 1024) prefixes. */
function memory(value: number, binary: boolean, transfer: boolean): string {
  const base = binary ? 1024 : 1000;
  const prefixes = binary ? BINARY_PREFIXES : DECIMAL_PREFIXES;
  let scaled = Math.abs(value);
  let tier = 0;
  while (scaled >= base && tier < prefixes.length - 1) {
    scaled /= base;
    tier += 1;
  }
  const digits = tier === 0 ? '~f' : '.2~f';
  const sign = value < 0 ? '−' : '';
  return `${sign}${d3Format(digits)(scaled)} ${prefixes[tier]}${transfer ? 'B/s' : 'B'}`;
}

const NAMED_FORMATTERS: Record<string, (value: number) => string> = {
  [SMART_NUMBER]: (value) => smartNumber(value, false),
  [SMART_NUMBER_SIGNED]: (value) => smartNumber(value, true),
  [DURATION]: (value) => duration(value, false),
  [DURATION_SUB]: (value) => duration(value, true),
  [MEMORY_DECIMAL]: (value) => memory(value, false, false),
  [MEMORY_BINARY]: (value) => memory(value, true, false),
  [MEMORY_TRANSFER_RATE_DECIMAL]: (value) => memory(value, false, true),
  [MEMORY_TRANSFER_RATE_BINARY]: (value) => memory(value, true, true),
};

const cache = new Map<string, (value: number) => string>();

/** A d3 format function for the format string; an invalid string falls back to adaptive formatting rather
 * than failing the whole chart. */
function baseFormatter(format: string | null | undefined): (value: number) => string {
  const key = !format || format === 'adaptive' ? SMART_NUMBER : format;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = NAMED_FORMATTERS[key];
    if (!formatter) {
      try {
        formatter = d3Format(key);
      } catch {
        formatter = NAMED_FORMATTERS[SMART_NUMBER];
      }
    }
    cache.set(key, formatter);
  }
  return formatter;
}

/** The symbol of an ISO 4217 currency code ('EUR' -> '€'), or the code itself when Intl does not know it. */
export function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(1)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

function hasCurrency(currency: CurrencyFormat | null | undefined): currency is CurrencyFormat & { symbol: string } {
  return Boolean(currency && typeof currency.symbol === 'string' && currency.symbol.trim() !== '');
}

/** A formatter for a format string (d3, SMART_NUMBER, DURATION, MEMORY_*), optionally in a currency;
 * null, undefined and NaN show as 'N/A'. */
export function getNumberFormatter(format?: string | null, currency?: CurrencyFormat | null): NumberFormatter {
  const withCurrency = hasCurrency(currency);
  // A currency replaces d3's own '$' symbol, as in Superset's CurrencyFormatter.
  const format_ = withCurrency && format ? format.replace('$', '') : format;
  const base = baseFormatter(format_);
  const symbol = withCurrency ? currencySymbol(currency.symbol.trim().toUpperCase()) : '';
  const suffix = withCurrency && currency.symbolPosition === 'suffix';
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
    if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
    const text = base(value);
    if (!withCurrency) return text;
    return suffix ? `${text} ${symbol}` : `${symbol} ${text}`;
  };
}

/** Formats one number; see getNumberFormatter. */
export function formatNumber(
  format: string | null | undefined,
  value: number | null | undefined,
  currency?: CurrencyFormat | null,
): string {
  return getNumberFormatter(format, currency)(value);
}

/** Reads a currency form-data value ({symbol, symbolPosition}); anything else means no currency. */
export function readCurrency(value: unknown): CurrencyFormat | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  if (typeof symbol !== 'string' || symbol.trim() === '') return null;
  return { symbol, symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}
