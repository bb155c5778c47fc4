/**
 * SQL Lab's template parameters: the JSON object of the editor's "Parameters" box rendered into `{{ … }}`
 * placeholders before the statements are checked and run (spec 2 §5: parsed as JSON, empty means {}).
 *
 * Supported, the part of Superset's Jinja a SQL Lab user writes: `{{ name }}`, `{{ obj.key }}`,
 * `{{ list[0] }}`, the filters `default('x')` (alias `d`) and `identifier`, `{# comments #}`,
 * `{% if %}/{% elif %}/{% else %}/{% endif %}` (template-syntax.ts), whitespace control, and the macros
 * the caller passes (`{{ current_username() }}`). Other `{% … %}` statements are refused with
 * INVALID_TEMPLATE_PARAMS_ERROR rather than rendered wrongly.
 *
 * Values are rendered for where the placeholder sits, found with the dialect's tokenizer — never pasted
 * as raw text, so a value can neither end a string nor add SQL:
 *  - inside a quoted string (`'{{ name }}'`, Superset's usual idiom) the value's text is escaped for that
 *    string (quotes doubled, backslashes too where the dialect reads them), without adding quotes;
 *  - inside a quoted identifier likewise; inside a comment, with line breaks and comment ends defused;
 *  - in code, as a literal through the engine's renderLiteral: numbers as numbers, strings quoted, true/
 *    false, NULL, and a list as comma-separated literals (`IN ({{ ids }})`; an empty list is NULL, which
 *    matches nothing). `| identifier` quotes a string as an identifier instead (`FROM {{ t | identifier }}`).
 * This differs from Jinja, which pastes `{{ table }}` verbatim: a bare string in code is a literal here.
 */
import { renderStandardLiteral, quoteWith, type SqlDialect } from '../../engines';
import { tokenizeSql, type SqlToken } from '../sql-lexer';
import { invalidTemplate, missingTemplateParamsError } from './template-errors';
import { expandTemplate } from './template-syntax';

/** What the engine spec gives for rendering values (an EngineSpec satisfies it). */
export interface TemplateLiterals {
  renderLiteral(value: unknown): string;
  quoteIdentifier(name: string): string;
}

/**
 * An engine's SQL is rendered with its dialect and its own literals (pass the EngineSpec's `sqlDialect`
 * and the EngineSpec); SQL of no engine in particular is read by PostgreSQL's rules and gets standard
 * SQL literals unless others are given.
 */
export type RenderTemplateOptions = {
  /** Functions callable as `{{ name() }}`, e.g. current_username, current_user_id, current_user_email. */
  macros?: Record<string, () => unknown>;
} & ({ dialect: SqlDialect; literals: TemplateLiterals } | { dialect?: undefined; literals?: TemplateLiterals });

/** Parses the Parameters box: blank -> {}, otherwise a JSON object. */
export function parseTemplateParams(json: string | null | undefined): Record<string, unknown> {
  if (json === null || json === undefined || !json.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    throw invalidTemplate(`Template parameters are not valid JSON: ${(err as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidTemplate('Template parameters must be a JSON object, e.g. {"name": "value"}.');
  }
  return value as Record<string, unknown>;
}

const STANDARD_LITERALS: TemplateLiterals = { renderLiteral: (v) => renderStandardLiteral(v), quoteIdentifier: quoteWith('"') };

interface ParsedExpression {
  /** Top-level name and the path below it. */
  name: string;
  path: (string | number)[];
  call: boolean;
  filters: { name: string; argument?: unknown }[];
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;

/** A literal filter argument: quoted string, number, true/false/none. */
function parseArgument(text: string, source: string): unknown {
  const t = text.trim();
  const quoted = /^(['"])((?:\\.|(?!\1).)*)\1$/s.exec(t);
  if (quoted) return quoted[2].replace(/\\(.)/g, '$1');
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  if (/^(none|null)$/i.test(t)) return null;
  throw invalidTemplate(`Unsupported template argument ${t} in ${source}.`);
}

function parseExpression(expression: string, source: string): ParsedExpression {
  const [head, ...filterTexts] = splitFilters(expression);
  let rest = head.trim();
  const nameMatch = IDENT.exec(rest);
  if (!nameMatch) throw invalidTemplate(`Unsupported template expression ${source}.`);
  const parsed: ParsedExpression = { name: nameMatch[0], path: [], call: false, filters: [] };
  rest = rest.slice(nameMatch[0].length);
  while (rest.length) {
    const attr = /^\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(rest);
    const index = /^\s*\[\s*(\d+|'[^']*'|"[^"]*")\s*\]/.exec(rest);
    const call = /^\s*\(([^()]*)\)\s*$/.exec(rest);
    if (attr) parsed.path.push(attr[1]);
    else if (index) parsed.path.push(/^\d+$/.test(index[1]) ? Number(index[1]) : index[1].slice(1, -1));
    else if (call && !parsed.path.length) parsed.call = true;
    else throw invalidTemplate(`Unsupported template expression ${source}.`);
    rest = rest.slice((attr ?? index ?? call)![0].length);
  }
  for (const f of filterTexts) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?\s*$/s.exec(f);
    if (!m || !['default', 'd', 'identifier'].includes(m[1])) throw invalidTemplate(`Unsupported template filter "${f.trim()}" in ${source}.`);
    parsed.filters.push({ name: m[1] === 'd' ? 'default' : m[1], argument: m[2] === undefined || !m[2].trim() ? undefined : parseArgument(m[2], source) });
  }
  return parsed;
}

/** Splits `a | default('x|y') | identifier` on the pipes outside quotes. */
function splitFilters(expression: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of expression) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '|') {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

const UNDEFINED = Symbol('undefined');

function resolve(parsed: ParsedExpression, params: Record<string, unknown>, macros: Record<string, () => unknown>): unknown {
  if (parsed.call) {
    const macro = Object.prototype.hasOwnProperty.call(macros, parsed.name) ? macros[parsed.name] : undefined;
    if (!macro) throw invalidTemplate(`Unknown template function ${parsed.name}().`);
    return macro();
  }
  if (!Object.prototype.hasOwnProperty.call(params, parsed.name)) return UNDEFINED;
  let value: unknown = params[parsed.name];
  for (const key of parsed.path) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, key)) return UNDEFINED;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

type Context = { kind: 'code' } | { kind: 'quoted'; quote: string; backslash: boolean } | { kind: 'dollar'; tag: string } | { kind: 'comment' };

function contextOf(token: SqlToken | undefined, dialect: SqlDialect | undefined): Context {
  if (!token) return { kind: 'code' };
  const first = token.text[0];
  if (token.kind === 'comment') return { kind: 'comment' };
  if (token.kind === 'string') {
    if (first === '$') return { kind: 'dollar', tag: /^\$[^$]*\$/.exec(token.text)?.[0] ?? '$$' };
    const escaped = first === 'E' || first === 'e';
    return { kind: 'quoted', quote: escaped ? "'" : first, backslash: escaped || !!dialect?.lexical.backslashEscapes };
  }
  if (token.kind === 'identifier') return { kind: 'quoted', quote: first === '[' ? ']' : first, backslash: false };
  return { kind: 'code' };
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function renderIn(context: Context, value: unknown, asIdentifier: boolean, literals: TemplateLiterals, source: string): string {
  switch (context.kind) {
    case 'quoted': {
      const raw = text(value);
      const escaped = context.backslash ? raw.replace(/\\/g, '\\\\') : raw;
      return escaped.split(context.quote).join(context.quote + context.quote);
    }
    case 'dollar': {
      const raw = text(value);
      if (raw.includes(context.tag)) throw invalidTemplate(`The value of ${source} contains the quote ${context.tag} around it.`);
      return raw;
    }
    case 'comment':
      return text(value).replace(/[\r\n]+/g, ' ').replace(/\*\//g, '* /').replace(/\/\*/g, '/ *');
    default:
      return renderCode(value, asIdentifier, literals, source);
  }
}

function renderCode(value: unknown, asIdentifier: boolean, literals: TemplateLiterals, source: string): string {
  if (Array.isArray(value)) {
    if (!value.length) return 'NULL';
    return value.map((item) => {
      if (item !== null && typeof item === 'object') throw invalidTemplate(`The list in ${source} may only hold strings, numbers, booleans and nulls.`);
      return renderCode(item, asIdentifier, literals, source);
    }).join(', ');
  }
  if (value !== null && typeof value === 'object') throw invalidTemplate(`${source} is an object; pick a field of it, e.g. {{ name.field }}.`);
  if (asIdentifier) {
    if (typeof value !== 'string' || !value) throw invalidTemplate(`${source} must be a non-empty string to be used as an identifier.`);
    return literals.quoteIdentifier(value);
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw invalidTemplate(`${source} is not a finite number.`);
  return literals.renderLiteral(value);
}

/**
 * Renders the template parameters into the SQL. Throws MISSING_TEMPLATE_PARAMS_ERROR naming every
 * undefined parameter (with did-you-mean suggestions), INVALID_TEMPLATE_PARAMS_ERROR for syntax it does
 * not support. SQL without `{{`/`{%`/`{#` is returned unchanged.
 */
/** Whether the text holds any template syntax ({{ }}, {% %} or {# #}). */
export const hasTemplateSyntax = (sql: string): boolean => /\{[{%#]/.test(sql);

export function renderTemplate(sql: string, params: Record<string, unknown>, options: RenderTemplateOptions = {}): string {
  if (!hasTemplateSyntax(sql)) return sql;
  const { parts, placeholders } = expandTemplate(sql, params);
  if (!placeholders.length) return parts.join('');
  const literals = options.literals ?? STANDARD_LITERALS;
  const macros = options.macros ?? {};

  const values = placeholders.map((p) => {
    const parsed = parseExpression(p.expression, p.source);
    let value = resolve(parsed, params, macros);
    const fallback = parsed.filters.find((f) => f.name === 'default');
    if (value === UNDEFINED && fallback) value = fallback.argument ?? '';
    return { parsed, value, identifier: parsed.filters.some((f) => f.name === 'identifier') };
  });
  const undefinedNames = [...new Set(values.filter((v) => v.value === UNDEFINED).map((v) => [v.parsed.name, ...v.parsed.path].join('.')))];
  if (undefinedNames.length) throw missingTemplateParamsError(undefinedNames, params);

  // Each placeholder's position in the SQL around it decides how its value is written.
  const MARK = '\u0001';
  let skeleton = parts[0];
  const marks: number[] = [];
  for (let i = 0; i < placeholders.length; i += 1) {
    marks.push(skeleton.length);
    skeleton += MARK + parts[i + 1];
  }
  const tokens = tokenizeSql(skeleton, { dialect: options.dialect, lenient: true });
  let t = 0;
  let out = parts[0];
  marks.forEach((offset, i) => {
    while (t < tokens.length && tokens[t].offset + tokens[t].text.length <= offset) t += 1;
    const context = contextOf(tokens[t], options.dialect);
    out += renderIn(context, values[i].value, values[i].identifier, literals, placeholders[i].source) + parts[i + 1];
  });
  return out;
}

/** `{{ current_username() }}`, `{{ current_user_id() }}` and `{{ current_user_email() }}` for the user running the SQL. */
export function userMacros(user: { id: number; username: string; email: string }): Record<string, () => unknown> {
  return { current_username: () => user.username, current_user_id: () => user.id, current_user_email: () => user.email };
}
