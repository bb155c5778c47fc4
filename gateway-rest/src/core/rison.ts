/**
 * Rison decoder with the grammar of Python's `prison` (what FAB parses `q` with).
 *
 * Written here rather than taken from rison-node because that package matches ids with an unanchored
 * regular expression (so some malformed input throws a TypeError or decodes to the wrong value) and
 * prints every parse error to the console.
 */

export class RisonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} (at ${position})`);
    this.name = 'RisonSyntaxError';
  }
}

/** Characters that may not appear in a bare id, and characters an id may not start with. */
const NOT_ID_CHAR = " '!:(),*@$";
const NOT_ID_START = '-0123456789';

export function decodeRison(text: string): unknown {
  const parser = new Parser(text);
  const value = parser.readValue();
  if (parser.index < text.length) parser.fail('unable to parse string as rison');
  return value;
}

class Parser {
  index = 0;

  constructor(private readonly text: string) {}

  fail(message: string): never {
    throw new RisonSyntaxError(message, this.index);
  }

  readValue(): unknown {
    if (this.index >= this.text.length) this.fail('empty expression');
    const c = this.text[this.index];
    if (c === '!') return this.readBang();
    if (c === '(') return this.readObject();
    if (c === "'") return this.readString();
    if (c === '-' || (c >= '0' && c <= '9')) return this.readNumber();
    return this.readId();
  }

  private readBang(): unknown {
    const c = this.text[this.index + 1];
    this.index += 2;
    switch (c) {
      case 't':
        return true;
      case 'f':
        return false;
      case 'n':
        return null;
      case '(':
        return this.readArrayBody();
      case undefined:
        return this.fail('"!" at end of input');
      default:
        return this.fail(`unknown literal: "!${c}"`);
    }
  }

  private readArrayBody(): unknown[] {
    const items: unknown[] = [];
    for (;;) {
      const c = this.text[this.index];
      if (c === undefined) this.fail("unmatched '!('");
      if (c === ')') {
        this.index += 1;
        return items;
      }
      if (items.length > 0) {
        if (c !== ',') this.fail("missing ','");
        this.index += 1;
      } else if (c === ',') {
        this.fail("extra ','");
      }
      items.push(this.readValue());
    }
  }

  private readObject(): Record<string, unknown> {
    this.index += 1;
    const object: Record<string, unknown> = {};
    let count = 0;
    for (;;) {
      const c = this.text[this.index];
      if (c === undefined) this.fail("unmatched '('");
      if (c === ')') {
        this.index += 1;
        return object;
      }
      if (count > 0) {
        if (c !== ',') this.fail("missing ','");
        this.index += 1;
      } else if (c === ',') {
        this.fail("extra ','");
      }
      const key = this.readValue();
      if (this.text[this.index] !== ':') this.fail("missing ':'");
      this.index += 1;
      // Defined, not assigned, as JSON.parse does: a `__proto__` key stays a key instead of replacing the prototype.
      Object.defineProperty(object, String(key), { value: this.readValue(), enumerable: true, writable: true, configurable: true });
      count += 1;
    }
  }

  private readString(): string {
    let out = '';
    let i = this.index + 1;
    for (;;) {
      const c = this.text[i];
      if (c === undefined) {
        this.index = i;
        this.fail('unmatched "\'"');
      }
      i += 1;
      if (c === "'") break;
      if (c === '!') {
        const escaped = this.text[i];
        if (escaped !== '!' && escaped !== "'") {
          this.index = i;
          this.fail(`invalid string escape: "!${escaped ?? ''}"`);
        }
        out += escaped;
        i += 1;
      } else {
        out += c;
      }
    }
    this.index = i;
    return out;
  }

  private readNumber(): number {
    // Same shape as prison: [-] int [. frac] [e [-] exp]; whatever follows is left for the caller.
    const start = this.index;
    let i = start + 1;
    let state: 'int' | 'frac' | 'exp' = 'int';
    let signAllowed = false;
    for (; i < this.text.length; i += 1) {
      const c = this.text[i];
      if (c >= '0' && c <= '9') {
        signAllowed = false;
        continue;
      }
      const lower = c.toLowerCase();
      if (c === '-' && signAllowed) signAllowed = false;
      else if (state === 'int' && lower === '.') state = 'frac';
      else if (state !== 'exp' && lower === 'e') {
        state = 'exp';
        signAllowed = true;
      } else break;
    }
    const literal = this.text.slice(start, i);
    const value = Number(literal);
    if (literal === '-' || Number.isNaN(value)) this.fail('invalid number');
    this.index = i;
    return value;
  }

  private readId(): string {
    const start = this.index;
    const first = this.text[start];
    if (NOT_ID_START.includes(first) || NOT_ID_CHAR.includes(first)) this.fail(`invalid character: '${first}'`);
    let i = start + 1;
    while (i < this.text.length && !NOT_ID_CHAR.includes(this.text[i])) i += 1;
    this.index = i;
    return this.text.slice(start, i);
  }
}
