// Malformed inputs, and the mutations that put them into otherwise valid requests: the classes of input
// that once answered 500 (NUL bytes, percent junk, objects where scalars belong, huge numbers, NaN and
// Infinity, prototype keys, truncated JSON), plus the usual suspects.
import type { Prng } from './prng';

/** An object with an own `__proto__` (or any) key: assigning would set the prototype instead. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const LONG = 'x'.repeat(20_000);

const JUNK_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'NUL at the end\u0000',
  '%',
  '%ff%fe',
  '%C3%28',
  '\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '2147483648',
  '99999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "'; DROP TABLE slices; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '😀',
  'no_such_thing',
  LONG,
];

const JUNK_NUMBERS = [0, -1, -0.5, 1.5, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];

function junkObject(rng: Prng): unknown {
  switch (rng.int(0, 6)) {
    case 0:
      return {};
    case 1:
      return { a: 1 };
    case 2:
      return { toString: 1 };
    case 3:
      return { valueOf: {}, toString: 'x' };
    case 4:
      return withOwnKey({}, '__proto__', { polluted: true });
    case 5:
      return { constructor: { prototype: { polluted: true } } };
    default:
      return { nested: { deeper: [{ deepest: '\u0000' }] } };
  }
}

function junkArray(rng: Prng): unknown {
  switch (rng.int(0, 5)) {
    case 0:
      return [];
    case 1:
      return [null];
    case 2:
      return [[[]]];
    case 3:
      return [{}];
    case 4:
      return ['a\u0000'];
    default:
      return Array.from({ length: 500 }, (_, i) => i);
  }
}

/** One malformed JSON value. */
export function junkValue(rng: Prng): unknown {
  return rng.weighted<() => unknown>([
    [5, () => rng.pick(JUNK_STRINGS)],
    [4, () => rng.pick(JUNK_NUMBERS)],
    [3, () => junkObject(rng)],
    [2, () => junkArray(rng)],
    [1, () => null],
    [1, () => rng.chance(0.5)],
  ])();
}

const JUNK_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'nope', '', 'a\u0000b'];

/** Every location in a JSON tree, as key paths (the root is []). */
function locations(value: unknown, path: (string | number)[] = [], into: (string | number)[][] = []): (string | number)[][] {
  into.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => locations(item, [...path, index], into));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) locations(item, [...path, key], into);
  return into;
}

function at(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  withOwnKey(parent as Record<string, unknown>, String(path[path.length - 1]), value);
  return root;
}

/** A deep copy that keeps own `__proto__` keys (JSON.parse defines them as own properties). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Applies one mutation at a random location: replace with junk, drop a key, add a junk key, or wrap. */
export function mutateTree(value: unknown, rng: Prng): unknown {
  const root = cloneJson(value);
  const spots = locations(root);
  const path = rng.pick(spots);
  const node = at(root, path);
  const op = rng.weighted<string>([
    [6, 'replace'],
    [2, 'drop'],
    [2, 'add-key'],
    [1, 'wrap'],
  ]);
  if (op === 'drop' && path.length > 0) {
    const parent = at(root, path.slice(0, -1));
    const key = path[path.length - 1];
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, unknown>)[key];
    return root;
  }
  if (op === 'add-key' && node !== null && typeof node === 'object' && !Array.isArray(node)) {
    withOwnKey(node as Record<string, unknown>, rng.pick(JUNK_KEYS), junkValue(rng));
    return root;
  }
  if (op === 'wrap') return setAt(root, path, rng.chance(0.5) ? [node] : { value: node });
  return setAt(root, path, junkValue(rng));
}

/** Applies 1–3 mutations. */
export function mutateTreeSome(value: unknown, rng: Prng): unknown {
  let mutated = value;
  for (let i = rng.int(1, 3); i > 0; i -= 1) mutated = mutateTree(mutated, rng);
  return mutated;
}

const NUMBER_LITERAL = /-?\b\d+(\.\d+)?([eE][-+]?\d+)?\b/g;

/** Text-level damage to serialised JSON: non-JSON numbers, truncation, stray bytes. */
export function damageJsonText(text: string, rng: Prng): string {
  const numbers = [...text.matchAll(NUMBER_LITERAL)];
  const op = rng.weighted<string>([
    [3, 'number'],
    [3, 'truncate'],
    [2, 'stray'],
    [1, 'bom'],
    [1, 'trailing'],
  ]);
  if (op === 'number' && numbers.length > 0) {
    const target = rng.pick(numbers);
    const index = target.index ?? 0;
    return `${text.slice(0, index)}${rng.pick(['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '01', '0x10', '1.', '.5', '+1'])}${text.slice(index + target[0].length)}`;
  }
  if (op === 'truncate') return text.slice(0, rng.int(0, Math.max(0, text.length - 1)));
  if (op === 'bom') return `\ufeff${text}`;
  if (op === 'trailing') return `${text}${rng.pick([',', '}', ' garbage', '\u0000', '{}'])}`;
  const index = rng.int(0, text.length);
  return `${text.slice(0, index)}${rng.pick(['{', '}', '[', '"', ',', ':', '\\', '\u0000', "'"])}${text.slice(index)}`;
}

/** Bodies that are not JSON at all, or not UTF-8. */
export function junkRawBody(rng: Prng): string | Uint8Array {
  return rng.pick<string | Uint8Array>([
    '',
    'null',
    '[]',
    '"a string"',
    '42',
    'NaN',
    '{"a": NaN}',
    '{"a": Infinity}',
    '{',
    '{"a":',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    `{"deep": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    'a=1&b=2',
  ]);
}

/** Content types a JSON endpoint does not expect, or expects with a twist. */
export const JUNK_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin9',
  'application/json; charset=utf-16',
  'application/xml',
  'application/vnd.api+json',
  '',
];

/** Path segments that are not ids, or are ids out of range. */
export const JUNK_SEGMENTS = [
  '%',
  '%ff%fe',
  '%C3%28',
  '%00',
  'a%00b',
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%20',
  'null',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '_info',
  '%2F',
  '..%2F..%2F',
  '%E0%80%AF',
  encodeURIComponent('😀'),
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
];

/** Rison text as a client might botch it. */
export const JUNK_RISON = [
  '(',
  '!(',
  "'",
  '(a:',
  '()',
  '!n',
  '!x',
  'x',
  '%',
  "'\u0000'",
  '(page:(toString:1))',
  '(page:(a:1),page_size:(b:2))',
  '(page:1e999,page_size:-1e999)',
  '(page:99999999999999999999,page_size:100)',
  '(page:2147483647,page_size:2147483647)',
  '(page:-2147483648,page_size:-1)',
  '(filters:!((col:id,opr:eq,value:(toString:1))))',
  '(filters:!((col:id,opr:in,value:!((valueOf:1)))))',
  '(order_column:(a:1))',
  '(columns:!((a:1)))',
  '!(1,2,(toString:1))',
  '!(99999999999999999999)',
  '{"page": NaN}',
  '{"page": 1e999}',
  `${'!('.repeat(2000)}${')'.repeat(2000)}`,
];
