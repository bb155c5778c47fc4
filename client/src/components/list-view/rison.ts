// Rison: the compact JSON notation Superset uses in list-view URLs (`filters=(slice_name:sales)`) and in the
// REST `q` parameter. Implemented here (a few dozen lines) so list-view state in the address bar stays
// readable and Superset-shaped without pulling a dependency into the client bundle.

export type RisonValue = string | number | boolean | null | RisonValue[] | { [key: string]: RisonValue };

export class RisonParseError extends Error {
  constructor(message: string, readonly input: string) {
    super(message);
    this.name = 'RisonParseError';
  }
}

const NOT_ID_CHAR = " '!:(),*@$";
const ID_PATTERN = /^[^-0-9 '!:(),*@$][^ '!:(),*@$]*$/;
const NUMBER_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/;

function encodeString(value: string): string {
  if (value === '') return "''";
  if (ID_PATTERN.test(value)) return value;
  return `'${value.replace(/!/g, '!!').replace(/'/g, "!'")}'`;
}

export function encodeRison(value: RisonValue): string {
  if (value === null) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '!n';
    return String(value).replace('+', '');
  }
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  const keys = Object.keys(value).sort();
  return `(${keys.map((key) => `${encodeString(key)}:${encodeRison(value[key])}`).join(',')})`;
}

class Parser {
  private index = 0;

  constructor(private readonly text: string) {}

  parse(): RisonValue {
    const value = this.readValue();
    if (this.index !== this.text.length) this.fail(`unexpected '${this.text[this.index]}'`);
    return value;
  }

  private fail(message: string): never {
    throw new RisonParseError(`Invalid rison at ${this.index}: ${message}`, this.text);
  }

  private readValue(): RisonValue {
    const char = this.text[this.index];
    if (char === undefined) this.fail('unexpected end of input');
    if (char === '(') return this.readObject();
    if (char === "'") return this.readQuoted();
    if (char === '!') return this.readBang();
    if (char === '-' || (char >= '0' && char <= '9')) return this.readNumber();
    return this.readId();
  }

  private readObject(): { [key: string]: RisonValue } {
    this.index += 1;
    const result: { [key: string]: RisonValue } = {};
    if (this.text[this.index] === ')') {
      this.index += 1;
      return result;
    }
    for (;;) {
      const key = this.text[this.index] === "'" ? this.readQuoted() : this.readId();
      if (this.text[this.index] !== ':') this.fail("expected ':'");
      this.index += 1;
      result[key] = this.readValue();
      const next = this.text[this.index];
      this.index += 1;
      if (next === ')') return result;
      if (next !== ',') this.fail("expected ',' or ')'");
    }
  }

  private readArray(): RisonValue[] {
    const result: RisonValue[] = [];
    if (this.text[this.index] === ')') {
      this.index += 1;
      return result;
    }
    for (;;) {
      result.push(this.readValue());
      const next = this.text[this.index];
      this.index += 1;
      if (next === ')') return result;
      if (next !== ',') this.fail("expected ',' or ')'");
    }
  }

  private readBang(): RisonValue {
    const code = this.text[this.index + 1];
    this.index += 2;
    if (code === 't') return true;
    if (code === 'f') return false;
    if (code === 'n') return null;
    if (code === '(') return this.readArray();
    this.index -= 2;
    return this.fail(`unknown literal '!${code ?? ''}'`);
  }

  private readQuoted(): string {
    this.index += 1;
    let result = '';
    for (;;) {
      const char = this.text[this.index];
      if (char === undefined) this.fail('unterminated string');
      this.index += 1;
      if (char === "'") return result;
      if (char === '!') {
        const escaped = this.text[this.index];
        if (escaped !== '!' && escaped !== "'") this.fail('invalid string escape');
        result += escaped;
        this.index += 1;
      } else {
        result += char;
      }
    }
  }

  private readNumber(): number {
    const start = this.index;
    while (this.index < this.text.length && /[-0-9.eE+]/.test(this.text[this.index])) this.index += 1;
    const literal = this.text.slice(start, this.index);
    if (!NUMBER_PATTERN.test(literal)) this.fail(`invalid number '${literal}'`);
    return Number(literal);
  }

  private readId(): string {
    const start = this.index;
    while (this.index < this.text.length && !NOT_ID_CHAR.includes(this.text[this.index])) this.index += 1;
    if (start === this.index) this.fail(`unexpected '${this.text[this.index] ?? 'end of input'}'`);
    return this.text.slice(start, this.index);
  }
}

export function decodeRison(text: string): RisonValue {
  return new Parser(text).parse();
}
