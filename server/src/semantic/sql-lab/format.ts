/**
 * "Format SQL" (Ctrl/Cmd+Shift+F, POST /sqllab/format_sql/) in Superset's layout, which is sqlglot's pretty
 * printer (SQLScript.format): keywords and function names upper-case; SELECT, WHERE, GROUP BY, HAVING and
 * ORDER BY on a line of their own with their items indented below, one item per line; FROM, JOIN, LIMIT and
 * OFFSET followed by their operand on the same line and ON indented under its JOIN; subqueries and
 * parenthesised expressions opened on their own lines; aliases spelled with AS; statements joined by ";\n".
 *
 * It lays out the tokens of the engine's lexer without parsing the statement, so it never rewrites what the
 * SQL means: strings, quoted identifiers and Jinja placeholders ({{ … }}, {% … %}, {# … #}) are kept
 * verbatim; line comments become block comments, because the text around them moves onto shared lines.
 */
import { DEFAULT_SQL_DIALECT, type SqlDialect } from '../../engines';
import { TesseraError } from '../../platform/errors';
import { SqlLexError, tokenizeSql, type SqlToken } from '../sql-lexer';
import { splitStatements } from './statements';

const INDENT = '  ';
/** sqlglot's max_text_width: wider function calls and CASE expressions are broken over lines. */
const MAX_WIDTH = 80;

const TEMPLATE = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;

/** Words written upper-case wherever they stand: reserved words, which cannot be bare column names. */
const KEYWORDS = new Set(
  (
    'ALL AND ANY ARRAY AS ASC BETWEEN BOTH BY CASE CAST CHECK COLLATE CONSTRAINT CREATE CROSS CURRENT_DATE ' +
    'CURRENT_TIME CURRENT_TIMESTAMP DEFAULT DELETE DESC DISTINCT DROP ELSE END ESCAPE EXCEPT EXISTS EXPLAIN FALSE ' +
    'FETCH FILTER FOLLOWING FOR FOREIGN FROM FULL GROUP GROUPING HAVING ILIKE IN INNER INSERT INTERSECT INTERVAL ' +
    'INTO IS JOIN LATERAL LEADING LEFT LIKE LIMIT NATURAL NOT NULL NULLS OFFSET ON ONLY OR ORDER OUTER OVER ' +
    'PARTITION PRECEDING PRIMARY QUALIFY RECURSIVE REFERENCES RIGHT ROLLUP SELECT SET SIMILAR SOME TABLE THEN ' +
    'TRAILING TRUE UNBOUNDED UNION UNIQUE UPDATE USING VALUES WHEN WHERE WINDOW WITH WITHIN ALTER CUBE KEY EXCLUDE'
  ).split(' '),
);

/** Type names, upper-case where a type stands (after AS in CAST, or ::). */
const TYPE_WORDS = new Set(
  (
    'BIGINT BINARY BLOB BOOL BOOLEAN BYTEA CHAR CHARACTER DATE DATETIME DECIMAL DOUBLE FLOAT HUGEINT INT INT2 INT4 ' +
    'INT8 INTEGER INTERVAL JSON JSONB NUMERIC PRECISION REAL SMALLINT STRING TEXT TIME TIMESTAMP TIMESTAMPTZ TINYINT ' +
    'UUID VARCHAR VARYING ZONE WITH WITHOUT'
  ).split(' '),
);

/** Clause keywords: [opening words, layout]. The longest match wins. */
type ClauseLayout = 'items' | 'condition' | 'inline' | 'join' | 'on' | 'setop' | 'with';
const CLAUSES: [string[], ClauseLayout][] = [
  [['SELECT', 'DISTINCT'], 'items'],
  [['SELECT', 'ALL'], 'items'],
  [['SELECT'], 'items'],
  [['GROUP', 'BY'], 'items'],
  [['ORDER', 'BY'], 'items'],
  [['WHERE'], 'condition'],
  [['HAVING'], 'condition'],
  [['QUALIFY'], 'condition'],
  [['FROM'], 'inline'],
  [['LIMIT'], 'inline'],
  [['OFFSET'], 'inline'],
  [['FETCH'], 'inline'],
  [['WINDOW'], 'inline'],
  [['ON'], 'on'],
  [['USING'], 'on'],
  [['WITH', 'RECURSIVE'], 'with'],
  [['WITH'], 'with'],
  [['UNION', 'ALL'], 'setop'],
  [['UNION', 'DISTINCT'], 'setop'],
  [['UNION'], 'setop'],
  [['INTERSECT'], 'setop'],
  [['EXCEPT'], 'setop'],
  ...(['NATURAL', 'CROSS', 'INNER', 'LEFT', 'RIGHT', 'FULL'] as const).flatMap((lead): [string[], ClauseLayout][] => [
    [[lead, 'OUTER', 'JOIN'], 'join'],
    [[lead, 'JOIN'], 'join'],
  ]),
  [['JOIN'], 'join'],
];

const MULTI_CHAR_OPERATORS = ['->>', '#>>', '!~*', '<>', '<=', '>=', '!=', '||', '::', '->', '=>', '**', '@>', '<@', '&&', '!~', '~*', '#>', '<<', '>>', ':='];

/** A token, or a parenthesised run of them. */
type Node = { kind: 'token'; token: SqlToken } | { kind: 'group'; nodes: Node[]; offset: number };

/** Pretty SQL in Superset's layout; INVALID_SQL_ERROR when the text cannot be read (e.g. an unterminated string). */
export function formatSql(sql: string, dialect?: SqlDialect | null): string {
  const templates: string[] = [];
  // Placeholders stand for template blocks while laying out (as words, so they keep their neighbours' spacing).
  const source = (sql ?? '').replace(TEMPLATE, (block) => `__tessera_template_${templates.push(block) - 1}__`);
  try {
    const statements = splitStatements(source, dialect ?? DEFAULT_SQL_DIALECT);
    const formatted = statements.map((s) => formatQuery(parse(tokensOf(s.text, dialect)), '')).join(';\n');
    return formatted.replace(/__tessera_template_(\d+)__/g, (_m, i: string) => templates[Number(i)]);
  } catch (err) {
    if (err instanceof SqlLexError || err instanceof UnbalancedError) throw new TesseraError('INVALID_SQL_ERROR', `The SQL could not be formatted: ${err.message}`);
    throw err;
  }
}

class UnbalancedError extends Error {}

/** The code tokens, multi-character operators joined, line comments turned into block comments. */
function tokensOf(text: string, dialect: SqlDialect | null | undefined): SqlToken[] {
  const out: SqlToken[] = [];
  const tokens = tokenizeSql(text, { dialect: dialect ?? undefined }).filter((t) => t.kind !== 'space');
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t.kind === 'comment') {
      // Block comments stay as written (MySQL's executable `/*! … */` included); line comments become blocks.
      out.push(t.text.startsWith('/*') || t.text === '*/' ? t : { ...t, text: `/* ${t.text.replace(/^(--|#)/, '').trim()} */` });
      continue;
    }
    if (t.kind === 'punct') {
      const rest = text.slice(t.offset, t.offset + 3);
      const op = MULTI_CHAR_OPERATORS.find((o) => rest.startsWith(o));
      if (op) {
        out.push({ ...t, text: op });
        while (i + 1 < tokens.length && tokens[i + 1].offset < t.offset + op.length) i += 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

function parse(tokens: SqlToken[]): Node[] {
  const stack: Node[][] = [[]];
  const opened: number[] = [];
  for (const token of tokens) {
    if (token.kind === 'punct' && token.text === '(') {
      stack.push([]);
      opened.push(token.offset);
    } else if (token.kind === 'punct' && token.text === ')') {
      if (stack.length < 2) throw new UnbalancedError('Unbalanced parentheses');
      const nodes = stack.pop()!;
      stack[stack.length - 1].push({ kind: 'group', nodes, offset: opened.pop()! });
    } else stack[stack.length - 1].push({ kind: 'token', token });
  }
  if (stack.length !== 1) throw new UnbalancedError('Unbalanced parentheses');
  return stack[0];
}

const upper = (n: Node | undefined) => (n?.kind === 'token' && n.token.kind === 'word' ? n.token.text.toUpperCase() : '');
const isPunct = (n: Node | undefined, text: string) => n?.kind === 'token' && n.token.kind === 'punct' && n.token.text === text;

/** The clause starting at nodes[i], if any. */
function clauseAt(nodes: Node[], i: number): { words: string[]; layout: ClauseLayout } | null {
  for (const [words, layout] of CLAUSES) {
    if (words.every((w, k) => upper(nodes[i + k]) === w)) return { words, layout };
  }
  return null;
}

/** A query (or any statement) laid out clause by clause at `indent`. */
function formatQuery(nodes: Node[], indent: string): string {
  const parts: { clause: { words: string[]; layout: ClauseLayout } | null; body: Node[] }[] = [];
  let current: (typeof parts)[number] = { clause: null, body: [] };
  for (let i = 0; i < nodes.length; ) {
    const clause = clauseAt(nodes, i);
    // ON/USING start a line only where they follow a join's table; elsewhere they are plain words.
    const joinCondition = clause?.layout === 'on' && current.clause?.layout !== 'join';
    if (clause && !joinCondition) {
      if (current.clause || current.body.length) parts.push(current);
      current = { clause, body: [] };
      i += clause.words.length;
    } else {
      current.body.push(nodes[i]);
      i += 1;
    }
  }
  parts.push(current);

  const lines: string[] = [];
  for (const { clause, body } of parts) {
    if (!clause) {
      if (body.length) lines.push(indent + renderInline(body, indent));
      continue;
    }
    const head = indent + clause.words.join(' ');
    switch (clause.layout) {
      case 'items': {
        // GROUP BY ALL / ORDER BY ALL keep their single word on the clause's line.
        if (body.length === 1 && upper(body[0]) === 'ALL') {
          lines.push(`${head} ALL`);
          break;
        }
        const items = splitTop(body, ',').map((item) => renderItem(aliased(item, clause.words[0] === 'SELECT'), indent + INDENT));
        lines.push(items.length ? `${head}\n${items.map((item) => indent + INDENT + item).join(',\n')}` : head);
        break;
      }
      case 'condition':
        lines.push(`${head}\n${indent + INDENT}${renderItem(body, indent + INDENT)}`);
        break;
      case 'inline': {
        const items = clause.words[0] === 'FROM' ? splitTop(body, ',').map((item) => renderInline(aliased(item, true), indent)) : [renderInline(body, indent)];
        lines.push(`${head} ${items.join(', ')}`.trimEnd());
        break;
      }
      case 'join':
        lines.push(`${head} ${renderInline(aliased(body, true), indent)}`.trimEnd());
        break;
      case 'on':
        lines.push(`${indent + INDENT}${clause.words[0]} ${renderInline(body, indent + INDENT)}`);
        break;
      case 'setop':
        lines.push(head);
        if (body.length) lines.push(formatQuery(body, indent));
        break;
      case 'with':
        lines.push(formatWith(clause.words.join(' '), body, indent));
        break;
    }
  }
  return lines.join('\n');
}

/** WITH a AS (…), b AS (…); the main query follows as the next clauses. */
function formatWith(head: string, body: Node[], indent: string): string {
  return `${indent}${head} ${splitTop(body, ',').map((cte) => renderInline(cte, indent)).join(', ')}`;
}

/** Splits at top-level occurrences of a punctuation mark. */
function splitTop(nodes: Node[], mark: string): Node[][] {
  const out: Node[][] = [[]];
  for (const n of nodes) {
    if (isPunct(n, mark)) out.push([]);
    else out[out.length - 1].push(n);
  }
  return out.filter((part) => part.length);
}

const EXPRESSION_END_KEYWORDS = new Set(['END', 'NULL', 'TRUE', 'FALSE']);

/** A select item or table with an implicit alias (`count(*) c`, `t x`) spelled with AS, as sqlglot does. */
function aliased(item: Node[], allow: boolean): Node[] {
  if (!allow || item.length < 2) return item;
  const last = item[item.length - 1];
  const before = item[item.length - 2];
  const lastIsName = last.kind === 'token' && (last.token.kind === 'identifier' || (last.token.kind === 'word' && !KEYWORDS.has(last.token.text.toUpperCase())));
  // `INTERVAL '1' day`: the unit is not an alias.
  if (!lastIsName || upper(before) === 'AS' || !endsOperand(before) || item.some((n) => upper(n) === 'INTERVAL')) return item;
  const as: Node = { kind: 'token', token: { kind: 'word', text: 'AS', offset: -1 } };
  return [...item.slice(0, -1), as, last];
}

/** An item on a line of its own: inline, but a too-wide CASE (with or without its alias) is broken over lines. */
function renderItem(nodes: Node[], indent: string): string {
  const inline = renderInline(nodes, indent);
  const end = nodes.findIndex((n) => upper(n) === 'END');
  const caseOnly = upper(nodes[0]) === 'CASE' && end > 0 && (end === nodes.length - 1 || (end === nodes.length - 3 && upper(nodes[end + 1]) === 'AS'));
  if (indent.length + inline.length <= MAX_WIDTH || !caseOnly) return inline;
  const lines: string[] = [];
  let current: Node[] = [];
  for (const n of nodes) {
    if (['WHEN', 'THEN', 'ELSE', 'END'].includes(upper(n))) {
      lines.push(renderInline(current, indent + INDENT));
      current = [];
    }
    current.push(n);
  }
  lines.push(renderInline(current, indent));
  return lines.map((line, i) => (i === 0 || i === lines.length - 1 ? (i === 0 ? line : indent + line) : indent + INDENT + line)).join('\n');
}

const isWordLike = (n: Node | undefined) => n?.kind === 'token' && (n.token.kind === 'word' || n.token.kind === 'identifier');
/** Keywords a parenthesised list or subquery follows with a space (not function calls). */
const SPACED_BEFORE_GROUP = new Set(['IN', 'AS', 'OVER', 'EXISTS', 'VALUES', 'USING', 'AND', 'OR', 'NOT', 'ON', 'WHEN', 'THEN', 'ELSE', 'BY', 'FROM', 'JOIN', 'SELECT', 'WHERE', 'HAVING', 'ANY', 'ALL', 'SOME', 'LATERAL', 'TABLE', 'RETURNING', 'INTO', 'IS', 'LIKE', 'ILIKE', 'BETWEEN', 'CASE', 'DISTINCT', 'INTERVAL', 'FILTER', 'WITHIN']);
const isSubquery = (nodes: Node[]) => ['SELECT', 'WITH'].includes(upper(nodes[0]));

/** A run of nodes on one line; subqueries and parenthesised expressions open their own lines at `indent`. */
function renderInline(nodes: Node[], indent: string): string {
  let out = '';
  nodes.forEach((n, i) => {
    const prev = nodes[i - 1];
    if (n.kind === 'group') {
      const callee = isCallee(prev, n);
      // After a name or a list keyword the parentheses hold a list (`IN (1, 2)`, `t (a, b)`), else an expression.
      const role = callee ? 'call' : isWordLike(prev) && !['AND', 'OR', 'NOT', 'WHEN', 'THEN', 'ELSE', 'ON', 'WHERE', 'HAVING', 'SELECT', 'CASE'].includes(upper(prev)) ? 'list' : 'expression';
      if (out && !callee) out += ' ';
      out += renderGroup(n.nodes, indent, role);
      return;
    }
    if (out && needsSpace(nodes, i)) out += ' ';
    out += tokenText(n.token, prev, nodes[i + 1]);
  });
  return out;
}

/** A name directly followed by its parentheses (`count(*)`) is called; keywords before a list are not. */
function isCallee(prev: Node | undefined, group: Node & { kind: 'group' }): boolean {
  if (!isWordLike(prev) || prev?.kind !== 'token' || SPACED_BEFORE_GROUP.has(upper(prev))) return false;
  return group.offset === prev.token.offset + prev.token.text.length || TYPE_WORDS.has(upper(prev));
}

/** `(…)`: a subquery or a parenthesised expression opens over lines; calls and lists stay inline unless too wide. */
function renderGroup(nodes: Node[], indent: string, role: 'call' | 'list' | 'expression'): string {
  if (isSubquery(nodes)) return `(\n${formatQuery(nodes, indent + INDENT)}\n${indent})`;
  const args = splitTop(nodes, ',');
  if (role === 'expression' && args.length === 1) return `(\n${indent + INDENT}${renderInline(nodes, indent + INDENT)}\n${indent})`;
  const inline = `(${args.map((a) => renderInline(a, indent)).join(', ')})`;
  if (role !== 'call' || indent.length + inline.length <= MAX_WIDTH || args.length < 2) return inline;
  return `(\n${args.map((a) => indent + INDENT + renderInline(a, indent + INDENT)).join(',\n')}\n${indent})`;
}

/** Keywords, function names (sqlglot upper-cases those) and types upper-case; everything else as written. */
function tokenText(token: SqlToken, prev: Node | undefined, next: Node | undefined): string {
  if (token.kind !== 'word' || token.text.startsWith('__tessera_template_')) return token.text;
  const word = token.text.toUpperCase();
  if (KEYWORDS.has(word)) return word;
  if (next?.kind === 'group' && isCallee({ kind: 'token', token }, next)) return word;
  if (TYPE_WORDS.has(word) && (upper(prev) === 'AS' || isPunct(prev, '::') || (prev?.kind === 'token' && TYPE_WORDS.has(prev.token.text.toUpperCase())))) return word;
  return token.text;
}

/** What ends an operand: a value, a name, a closing parenthesis, or END/NULL/TRUE/FALSE. */
function endsOperand(n: Node | undefined): boolean {
  if (!n) return false;
  if (n.kind === 'group') return true;
  if (n.token.kind === 'word') return !KEYWORDS.has(n.token.text.toUpperCase()) || EXPRESSION_END_KEYWORDS.has(n.token.text.toUpperCase());
  return ['identifier', 'string', 'number', 'param'].includes(n.token.kind) || isPunct(n, '*');
}

function needsSpace(nodes: Node[], i: number): boolean {
  const prev = nodes[i - 1];
  const t = (nodes[i] as Node & { kind: 'token' }).token;
  if (!prev) return false;
  if (t.kind === 'punct' && (t.text === ',' || t.text === '.' || t.text === '::')) return false;
  if (isPunct(prev, '.') || isPunct(prev, '::')) return false;
  // A sign where no operand precedes it belongs to what follows: `-1`, `= -x`.
  if ((isPunct(prev, '-') || isPunct(prev, '+')) && !endsOperand(nodes[i - 2])) return false;
  return true;
}
