// Number formatting for axis labels, tooltips and table cells. Form data stores d3-format strings (',d',
// '.3s', '$,.2f', ...) or SMART_NUMBER (the "Adaptive formatting" default); this implements the d3-format
// subset the product offers (spec section 9) without shipping d3.

export const SMART_NUMBER = 'SMART_NUMBER';

const SI_PREFIXES: Record<number, string> = {
  [-8]: 'y', [-7]: 'z', [-6]: 'a', [-5]: 'f', [-4]: 'p', [-3]: 'n', [-2]: 'µ', [-1]: 'm',
  0: '', 1: 'k', 2: 'M', 3: 'G', 4: 'T', 5: 'P', 6: 'E', 7: 'Z', 8: 'Y',
};

const SPEC = /^([+\-( ])?(\$)?(,)?(?:\.(\d+))?(~)?([dfgrs%])?$/;

interface FormatSpec {
  sign: string;
  currency: boolean;
  grouping: boolean;
  precision: number | undefined;
  trim: boolean;
  type: '' | 'd' | 'f' | 'g' | 'r' | 's' | '%';
}

function parseSpec(format: string): FormatSpec | null {
  const match = SPEC.exec(format);
  if (!match) return null;
  return {
    sign: match[1] ?? '-',
    currency: Boolean(match[2]),
    grouping: Boolean(match[3]),
    precision: match[4] === undefined ? undefined : Number(match[4]),
    trim: Boolean(match[5]),
    type: (match[6] ?? '') as FormatSpec['type'],
  };
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function group(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function withGrouping(text: string, grouping: boolean): string {
  if (!grouping) return text;
  const [integer, fraction] = text.split('.');
  return fraction === undefined ? group(integer) : `${group(integer)}.${fraction}`;
}

/** Significant-digit rounding without exponent notation (d3's 'r'). */
function toPrecisionPlain(value: number, digits: number): string {
  if (value === 0) return (0).toFixed(Math.max(0, digits - 1));
  // Decimals follow the rounded value's exponent: 0.99995 at 3 digits is '1.00', not '1.000'.
  const rounded = Number(value.toPrecision(digits));
  const exponent = Math.floor(Math.log10(rounded));
  const decimals = Math.max(0, digits - 1 - exponent);
  return rounded.toFixed(decimals);
}

function formatSi(value: number, digits: number, trim: boolean): string {
  if (value === 0) return trim ? '0' : (0).toPrecision(digits);
  const exponent = Math.floor(Math.log10(value));
  let tier = Math.max(-8, Math.min(8, Math.floor(exponent / 3)));
  let scaled = value / 10 ** (tier * 3);
  let text = toPrecisionPlain(scaled, digits);
  // Rounding can carry into the next tier (999.95k -> 1000k): re-scale once.
  if (Number(text) >= 1000 && tier < 8) {
    tier += 1;
    scaled = value / 10 ** (tier * 3);
    text = toPrecisionPlain(scaled, digits);
  }
  return `${trim ? trimZeros(text) : text}${SI_PREFIXES[tier]}`;
}

function formatWithSpec(spec: FormatSpec, value: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  let body: string;
  let suffix = '';
  switch (spec.type) {
    case 'd':
      body = withGrouping(Math.round(magnitude).toFixed(0), spec.grouping);
      break;
    case 'f': {
      const fixed = magnitude.toFixed(spec.precision ?? 6);
      body = withGrouping(spec.trim ? trimZeros(fixed) : fixed, spec.grouping);
      break;
    }
    case '%': {
      const fixed = (magnitude * 100).toFixed(spec.precision ?? 6);
      body = withGrouping(spec.trim ? trimZeros(fixed) : fixed, spec.grouping);
      suffix = '%';
      break;
    }
    case 'g':
    case 'r': {
      const text = toPrecisionPlain(magnitude, spec.precision ?? 6);
      body = withGrouping(spec.trim ? trimZeros(text) : text, spec.grouping);
      break;
    }
    case 's':
      body = formatSi(magnitude, spec.precision ?? 6, spec.trim);
      break;
    default: {
      // d3's default type: up to 12 significant digits, insignificant zeros trimmed.
      const text = trimZeros(toPrecisionPlain(magnitude, spec.precision ?? 12));
      body = withGrouping(text, spec.grouping);
    }
  }
  const isZero = Number(body.replace(/[^0-9.]/g, '')) === 0;
  const currency = spec.currency ? '$' : '';
  if (negative && !isZero) {
    return spec.sign === '(' ? `(${currency}${body}${suffix})` : `−${currency}${body}${suffix}`;
  }
  const plus = spec.sign === '+' ? '+' : spec.sign === ' ' ? ' ' : '';
  return `${plus}${currency}${body}${suffix}`;
}

/** Superset's "Adaptive formatting": SI prefixes from a thousand up (with B rather than G for billions), two
 * decimals for units, four for small fractions. */
function formatSmartNumber(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  const sign = value < 0 ? '−' : '';
  if (magnitude >= 1000) return sign + formatSi(magnitude, 3, true).replace('G', 'B');
  if (magnitude >= 1) return sign + trimZeros(magnitude.toFixed(2));
  if (magnitude >= 0.001) return sign + trimZeros(magnitude.toFixed(4));
  if (magnitude > 0.000001) return `${sign}${formatSi(magnitude * 1_000_000, 3, true)}µ`;
  return sign + formatSi(magnitude, 3, true);
}

/** Formats a number with a d3-format string, SMART_NUMBER or nothing (adaptive); null and NaN -> 'N/A'.
 * Unknown format strings fall back to adaptive formatting rather than failing the chart. */
export function formatNumber(format: string | null | undefined, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (!format || format === SMART_NUMBER || format === 'adaptive') return formatSmartNumber(value);
  const spec = parseSpec(format);
  return spec ? formatWithSpec(spec, value) : formatSmartNumber(value);
}
