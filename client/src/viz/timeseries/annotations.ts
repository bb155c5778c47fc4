// Superset's formula annotation layers on timeseries charts: a line y = f(x) drawn over the chart, where x is
// the x value (epoch milliseconds on a time axis). The formula is evaluated by a small arithmetic parser
// (numbers, x, + - * / % ^, parentheses and a few functions), never by eval. Event and interval layers are
// native-annotations.ts; time-series layers (another chart's series) are not drawn.

export interface FormulaAnnotation {
  name: string;
  color: string | null;
  opacity: number;
  width: number;
  dashStyle: 'Solid' | 'Dash' | 'Dot' | 'LongDash';
  /** y for an x; null where the formula is undefined (division by zero, log of a negative, ...). */
  evaluate: (x: number) => number | null;
}

type Token = { kind: 'num'; value: number } | { kind: 'id'; value: string } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+)|([A-Za-z_][A-Za-z_0-9]*)|([-+*/%^(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) throw new Error(`Unexpected character in formula at ${at + 1}`);
    if (match[1] !== undefined) tokens.push({ kind: 'num', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'id', value: match[2].toLowerCase() });
    else tokens.push({ kind: 'op', value: match[3] });
    at = pattern.lastIndex;
  }
  return tokens;
}

type Node = (x: number) => number;

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  log: Math.log,
  log10: Math.log10,
  exp: Math.exp,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

/** Parses a formula in x ("x", "2*x + 100", "y = 10000", "sqrt(x)") into a function of x. */
export function parseFormula(formula: string): Node {
  const source = formula.replace(/^\s*y\s*=/i, '');
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const takeOp = (value: string) => {
    const token = tokens[position];
    if (token?.kind === 'op' && token.value === value) {
      position += 1;
      return true;
    }
    return false;
  };
  const expect = (value: string) => {
    if (!takeOp(value)) throw new Error(`Expected '${value}' in formula`);
  };

  const expression = (): Node => {
    let left = term();
    for (;;) {
      if (takeOp('+')) { const [a, b] = [left, term()]; left = (x) => a(x) + b(x); }
      else if (takeOp('-')) { const [a, b] = [left, term()]; left = (x) => a(x) - b(x); }
      else return left;
    }
  };
  const term = (): Node => {
    let left = unary();
    for (;;) {
      if (takeOp('*')) { const [a, b] = [left, unary()]; left = (x) => a(x) * b(x); }
      else if (takeOp('/')) { const [a, b] = [left, unary()]; left = (x) => a(x) / b(x); }
      else if (takeOp('%')) { const [a, b] = [left, unary()]; left = (x) => a(x) % b(x); }
      else return left;
    }
  };
  // A power binds tighter than a sign (-x^2 is -(x^2)) and is right-associative (2^3^2 is 2^9).
  const unary = (): Node => {
    if (takeOp('-')) { const inner = unary(); return (x) => -inner(x); }
    if (takeOp('+')) return unary();
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (takeOp('^')) {
      const exponent = unary();
      return (x) => base(x) ** exponent(x);
    }
    return base;
  };
  const primary = (): Node => {
    const token = peek();
    if (!token) throw new Error('The formula ends too early');
    position += 1;
    if (token.kind === 'num') return () => token.value;
    if (token.kind === 'op') {
      if (token.value !== '(') throw new Error(`Unexpected '${token.value}' in formula`);
      const inner = expression();
      expect(')');
      return inner;
    }
    if (token.value === 'x') return (x) => x;
    if (token.value in CONSTANTS) return () => CONSTANTS[token.value];
    const fn = FUNCTIONS[token.value];
    if (!fn) throw new Error(`Unknown name '${token.value}' in formula`);
    expect('(');
    const args: Node[] = [expression()];
    while (takeOp(',')) args.push(expression());
    expect(')');
    return (x) => fn(...args.map((arg) => arg(x)));
  };

  const root = expression();
  if (position < tokens.length) throw new Error('Unexpected text at the end of the formula');
  return root;
}

const DASH: Record<string, FormulaAnnotation['dashStyle']> = { solid: 'Solid', dashed: 'Dash', dotted: 'Dot', longDashed: 'LongDash' };

/** How a layer asks to be drawn (Superset's annotation layer style controls): colour, opacity, width, dash. */
export function layerStyle(layer: Record<string, unknown>): Pick<FormulaAnnotation, 'color' | 'opacity' | 'width' | 'dashStyle'> {
  const opacityName = typeof layer.opacity === 'string' ? layer.opacity : '';
  return {
    color: typeof layer.color === 'string' && layer.color ? layer.color : null,
    opacity: { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 }[opacityName] ?? 1,
    width: typeof layer.width === 'number' && layer.width > 0 ? layer.width : 1,
    dashStyle: DASH[String(layer.style)] ?? 'Solid',
  };
}

/** The formula layers of the form that are shown and parse; a layer whose formula does not parse is left
 * out rather than failing the chart. */
export function formulaAnnotations(layers: unknown): FormulaAnnotation[] {
  if (!Array.isArray(layers)) return [];
  return layers.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const layer = raw as Record<string, unknown>;
    if (layer.annotationType !== 'FORMULA' || layer.show === false || typeof layer.value !== 'string') return [];
    let node: Node;
    try {
      node = parseFormula(layer.value);
    } catch {
      return [];
    }
    return [
      {
        name: typeof layer.name === 'string' && layer.name ? layer.name : layer.value,
        ...layerStyle(layer),
        evaluate: (x: number) => {
          const y = node(x);
          return Number.isFinite(y) ? y : null;
        },
      },
    ];
  });
}
