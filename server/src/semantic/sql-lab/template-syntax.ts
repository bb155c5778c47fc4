/**
 * The block structure of a SQL Lab template: `{{ … }}` placeholders, `{# … #}` comments and the
 * `{% if %} … {% elif %} … {% else %} … {% endif %}` conditionals, with Jinja's whitespace control
 * (`{{-`, `-}}`, `{%-`, `-%}`, `{#-`, `-#}`). Conditionals are decided here, from the parameters, so what
 * comes out is the chosen text with its placeholders — rendered by template.ts where each one sits.
 *
 * Conditions: parameter paths (`a`, `a.b`, `a[0]`), literals (strings, numbers, true/false/none, lists),
 * `==`, `!=`, `<`, `<=`, `>`, `>=`, `in`, `not in`, `is [not] defined`, `is [not] none`, `and`, `or`,
 * `not` and parentheses. As in Jinja, an undefined parameter in a condition is false, not an error.
 * Other statements (`{% for %}`, `{% set %}`, macros) are refused with a clear message.
 */
import { invalidTemplate as invalid } from './template-errors';

export interface Placeholder {
  /** The `{{ … }}` source, for messages. */
  source: string;
  expression: string;
}

type Segment = { kind: 'text'; text: string } | { kind: 'expr' | 'stmt' | 'comment'; body: string; source: string; trimBefore: boolean; trimAfter: boolean };

const TAG = /\{\{(-?)([\s\S]*?)(-?)\}\}|\{%(-?)([\s\S]*?)(-?)%\}|\{#(-?)[\s\S]*?(-?)#\}/g;

function segments(sql: string): Segment[] {
  const out: Segment[] = [];
  let pos = 0;
  for (let m = TAG.exec(sql); m; m = TAG.exec(sql)) {
    if (m.index > pos) out.push({ kind: 'text', text: sql.slice(pos, m.index) });
    pos = m.index + m[0].length;
    if (m[0].startsWith('{{')) out.push({ kind: 'expr', body: m[2], source: m[0], trimBefore: !!m[1], trimAfter: !!m[3] });
    else if (m[0].startsWith('{%')) out.push({ kind: 'stmt', body: m[5].trim(), source: m[0], trimBefore: !!m[4], trimAfter: !!m[6] });
    else out.push({ kind: 'comment', body: '', source: m[0], trimBefore: !!m[7], trimAfter: !!m[8] });
  }
  TAG.lastIndex = 0;
  if (pos < sql.length) out.push({ kind: 'text', text: sql.slice(pos) });
  return out;
}

// ---- conditions -------------------------------------------------------------------------------

const UNDEFINED = Symbol('undefined');
type Value = unknown;

type CondToken = { type: 'str' | 'num' | 'name' | 'op' | 'punct'; text: string; value?: unknown };

function condTokens(text: string, source: string): CondToken[] {
  const out: CondToken[] = [];
  const re = /\s*(?:(['"])((?:\\.|(?!\1).)*)\1|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|<=|>=|<|>)|([()[\],.]))/gsy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < text.length && (m = re.exec(text))) {
    pos = re.lastIndex;
    if (m[2] !== undefined) out.push({ type: 'str', text: m[0], value: m[2].replace(/\\(.)/g, '$1') });
    else if (m[3] !== undefined) out.push({ type: 'num', text: m[3], value: Number(m[3]) });
    else if (m[4] !== undefined) out.push({ type: 'name', text: m[4] });
    else if (m[5] !== undefined) out.push({ type: 'op', text: m[5] });
    else if (m[6] !== undefined) out.push({ type: 'punct', text: m[6] });
  }
  if (text.slice(pos).trim()) throw invalid(`Unsupported template condition in ${source}.`);
  return out;
}

/** A recursive-descent reading of one condition, evaluated as it is read. */
class Condition {
  private i = 0;

  constructor(
    private readonly tokens: CondToken[],
    private readonly params: Record<string, unknown>,
    private readonly source: string,
  ) {}

  evaluate(): boolean {
    const value = this.or();
    if (this.i < this.tokens.length) throw invalid(`Unsupported template condition in ${this.source}.`);
    return truthy(value);
  }

  private peek(text: string): boolean {
    return this.tokens[this.i]?.text === text;
  }

  private take(text: string): boolean {
    if (!this.peek(text)) return false;
    this.i += 1;
    return true;
  }

  private expect(text: string): void {
    if (!this.take(text)) throw invalid(`Expected "${text}" in ${this.source}.`);
  }

  private or(): Value {
    let value = this.and();
    while (this.take('or')) {
      const right = this.and();
      value = truthy(value) || truthy(right);
    }
    return value;
  }

  private and(): Value {
    let value = this.not();
    while (this.take('and')) {
      const right = this.not();
      value = truthy(value) && truthy(right);
    }
    return value;
  }

  private not(): Value {
    if (this.take('not')) return !truthy(this.not());
    return this.comparison();
  }

  private comparison(): Value {
    const left = this.operand();
    if (this.take('is')) {
      const negate = this.take('not');
      const test = this.tokens[this.i++]?.text;
      let result: boolean;
      if (test === 'defined') result = left !== UNDEFINED;
      else if (test === 'none') result = left === null;
      else throw invalid(`Unsupported test "is ${test ?? ''}" in ${this.source}.`);
      return negate ? !result : result;
    }
    const op = this.tokens[this.i];
    if (op?.type === 'op') {
      this.i += 1;
      return compare(left, op.text, this.operand());
    }
    if (this.peek('in') || (this.peek('not') && this.tokens[this.i + 1]?.text === 'in')) {
      const negate = this.take('not');
      this.expect('in');
      const right = this.operand();
      const found = Array.isArray(right) ? right.some((v) => v === left) : typeof right === 'string' && typeof left === 'string' && right.includes(left);
      return negate ? !found : found;
    }
    return left;
  }

  private operand(): Value {
    const t = this.tokens[this.i++];
    if (!t) throw invalid(`Incomplete template condition in ${this.source}.`);
    if (t.type === 'str' || t.type === 'num') return t.value;
    if (t.text === '(') {
      const value = this.or();
      this.expect(')');
      return value;
    }
    if (t.text === '[') {
      const items: Value[] = [];
      while (!this.take(']')) {
        items.push(this.operand());
        if (!this.peek(']')) this.expect(',');
      }
      return items;
    }
    if (t.type !== 'name') throw invalid(`Unsupported template condition in ${this.source}.`);
    const word = t.text.toLowerCase();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'none' || word === 'null') return null;
    let value: Value = Object.prototype.hasOwnProperty.call(this.params, t.text) ? this.params[t.text] : UNDEFINED;
    for (;;) {
      let key: string | number | undefined;
      if (this.take('.')) key = this.tokens[this.i++]?.text;
      else if (this.peek('[') && this.tokens[this.i + 2]?.text === ']' && ['str', 'num'].includes(this.tokens[this.i + 1]?.type)) {
        key = this.tokens[this.i + 1].value as string | number;
        this.i += 3;
      } else break;
      value = value !== UNDEFINED && value !== null && typeof value === 'object' && key !== undefined && Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string | number, unknown>)[key] : UNDEFINED;
    }
    return value;
  }
}

function truthy(value: Value): boolean {
  if (value === UNDEFINED || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value as object).length > 0;
  return true;
}

function compare(left: Value, op: string, right: Value): boolean {
  if (op === '==') return left === right;
  if (op === '!=') return left !== right;
  const comparable = (typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string');
  if (!comparable) return false;
  const l = left as number | string;
  const r = right as number | string;
  return op === '<' ? l < r : op === '<=' ? l <= r : op === '>' ? l > r : l >= r;
}

// ---- blocks -------------------------------------------------------------------------------------

interface Frame {
  /** A branch of this if was already taken. */
  taken: boolean;
  /** The current branch is being output. */
  active: boolean;
  /** The enclosing text is being output. */
  parentActive: boolean;
  sawElse: boolean;
}

/**
 * The template with its conditionals decided and comments removed: text pieces around the placeholders
 * that remain (parts.length === placeholders.length + 1).
 */
export function expandTemplate(sql: string, params: Record<string, unknown>): { parts: string[]; placeholders: Placeholder[] } {
  const segs = segments(sql);
  const parts: string[] = [''];
  const placeholders: Placeholder[] = [];
  const stack: Frame[] = [];
  const active = () => (stack.length ? stack[stack.length - 1].active : true);
  const evaluate = (cond: string, source: string) => new Condition(condTokens(cond, source), params, source).evaluate();
  let trimNext = false;

  segs.forEach((seg, index) => {
    if (seg.kind === 'text') {
      let text = seg.text;
      if (trimNext) text = text.trimStart();
      const next = segs[index + 1];
      if (next && next.kind !== 'text' && next.trimBefore) text = text.trimEnd();
      if (active()) parts[parts.length - 1] += text;
      trimNext = false;
      return;
    }
    trimNext = seg.trimAfter;
    if (seg.kind === 'comment') return;
    if (seg.kind === 'expr') {
      if (!active()) return;
      placeholders.push({ source: seg.source, expression: seg.body });
      parts.push('');
      return;
    }
    const [keyword, ...rest] = seg.body.split(/\s+/);
    const cond = seg.body.slice(keyword.length).trim();
    const top = stack[stack.length - 1];
    if (keyword === 'if') {
      const parentActive = active();
      const hit = parentActive && evaluate(cond, seg.source);
      stack.push({ taken: hit, active: hit, parentActive, sawElse: false });
    } else if (keyword === 'elif') {
      if (!top || top.sawElse) throw invalid(`${seg.source} without a matching {% if %}.`);
      const hit = top.parentActive && !top.taken && evaluate(cond, seg.source);
      top.active = hit;
      top.taken ||= hit;
    } else if (keyword === 'else') {
      if (!top || top.sawElse || rest.length) throw invalid(`${seg.source} without a matching {% if %}.`);
      top.sawElse = true;
      top.active = top.parentActive && !top.taken;
      top.taken = true;
    } else if (keyword === 'endif') {
      if (!top) throw invalid(`${seg.source} without a matching {% if %}.`);
      stack.pop();
    } else {
      throw invalid(`The template statement ${seg.source} is not supported in SQL Lab; use {{ name }} and {% if %} … {% endif %}.`);
    }
  });
  if (stack.length) throw invalid('A {% if %} block is missing its {% endif %}.');
  return { parts, placeholders };
}
