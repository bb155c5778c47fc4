import { getEngineSpec } from '../../engines';
import { TesseraError } from '../../platform/errors';
import { parseTemplateParams, renderTemplate, type RenderTemplateOptions, type TemplateLiterals } from './template';
import { editDistance, templateSuggestions } from './template-errors';

/** Renders as the services do: in the engine's dialect, with its literals. */
function engine(name: string): RenderTemplateOptions {
  const spec = getEngineSpec(name);
  return { dialect: spec.sqlDialect, literals: spec };
}

function caught(fn: () => unknown): TesseraError {
  try {
    fn();
  } catch (err) {
    if (err instanceof TesseraError) return err;
    throw err;
  }
  throw new Error('expected a TesseraError');
}

describe('parseTemplateParams', () => {
  it.each<[string | null | undefined, Record<string, unknown>]>([
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['   \n', {}],
    ['{}', {}],
    ['{"a": 1, "b": "x", "c": [1, 2], "d": {"e": true}}', { a: 1, b: 'x', c: [1, 2], d: { e: true } }],
  ])('%j -> %j', (json, expected) => {
    expect(parseTemplateParams(json)).toEqual(expected);
  });

  it.each(['{a: 1}', '{"a": 1', 'nope'])('refuses invalid JSON %j', (json) => {
    const err = caught(() => parseTemplateParams(json));
    expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toMatch(/^Template parameters are not valid JSON: /);
  });

  it.each(['[1, 2]', '"text"', '42', 'null', 'true'])('refuses the non-object %j', (json) => {
    const err = caught(() => parseTemplateParams(json));
    expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toBe('Template parameters must be a JSON object, e.g. {"name": "value"}.');
  });
});

describe('renderTemplate', () => {
  const params = {
    name: "O'Hara",
    n: 42,
    ratio: 0.5,
    flag: true,
    nothing: null,
    ids: [1, 2, 3],
    names: ['a', "b'c"],
    empty: [],
    table: 'my "table"',
    nested: { region: 'EU', codes: ['x', 'y'] },
    path: 'C:\\temp',
  };

  it.each<[string, string]>([
    ['SELECT 1', 'SELECT 1'],
    ['SELECT {{ n }}', 'SELECT 42'],
    ['SELECT {{n}} + {{ ratio }}', 'SELECT 42 + 0.5'],
    ['SELECT {{ flag }}, {{ nothing }}', 'SELECT TRUE, NULL'],
    ['SELECT * FROM t WHERE a = {{ name }}', "SELECT * FROM t WHERE a = 'O''Hara'"],
    // Superset's idiom: the quotes are already in the SQL.
    ["SELECT * FROM t WHERE a = '{{ name }}'", "SELECT * FROM t WHERE a = 'O''Hara'"],
    ["SELECT '{{ n }}-{{ name }}'", "SELECT '42-O''Hara'"],
    ['SELECT * FROM t WHERE id IN ({{ ids }})', 'SELECT * FROM t WHERE id IN (1, 2, 3)'],
    ['SELECT * FROM t WHERE n IN ({{ names }})', "SELECT * FROM t WHERE n IN ('a', 'b''c')"],
    ['SELECT * FROM t WHERE id IN ({{ empty }})', 'SELECT * FROM t WHERE id IN (NULL)'],
    ['SELECT {{ nested.region }}, {{ nested.codes[1] }}, {{ ids[0] }}', "SELECT 'EU', 'y', 1"],
    ["SELECT {{ nested['region'] }}", "SELECT 'EU'"],
    ['SELECT * FROM {{ table | identifier }}', 'SELECT * FROM "my ""table"""'],
    ["SELECT {{ missing | default('x') }}, {{ other | d(7) }}, {{ n | default(1) }}", "SELECT 'x', 7, 42"],
    ['SELECT "{{ table }}"', 'SELECT "my ""table"""'],
    ['SELECT 1 -- {{ name }}\n, 2', "SELECT 1 -- O'Hara\n, 2"],
    ['SELECT 1 {# a note about {{ ignored }} #}', 'SELECT 1 '],
    ['SELECT $${{ name }}$$', "SELECT $$O'Hara$$"],
    // Jinja's whitespace control.
    ['SELECT  {{- n -}}  , 1', 'SELECT42, 1'],
    ['SELECT 1 {#- note -#} , 2', 'SELECT 1, 2'],
  ])('%j -> %j', (sql, expected) => {
    expect(renderTemplate(sql, params, engine('postgresql'))).toBe(expected);
  });

  it('escapes backslashes where the dialect reads them', () => {
    expect(renderTemplate("SELECT '{{ path }}', {{ path }}", params, engine('mysql'))).toBe("SELECT 'C:\\\\temp', 'C:\\\\temp'");
    expect(renderTemplate("SELECT '{{ path }}'", params, engine('postgresql'))).toBe("SELECT 'C:\\temp'");
    expect(renderTemplate("SELECT E'{{ path }}'", params, engine('postgresql'))).toBe("SELECT E'C:\\\\temp'");
    expect(renderTemplate('SELECT `{{ table }}`', { table: 'a`b' }, engine('mysql'))).toBe('SELECT `a``b`');
  });

  it('cannot be used to end a string or a comment and add SQL', () => {
    const attack = { v: "x'; DROP TABLE t; --", c: 'x\nDROP TABLE t', b: 'x */ DROP TABLE t /*' };
    expect(renderTemplate("SELECT '{{ v }}'", attack, engine('postgresql'))).toBe("SELECT 'x''; DROP TABLE t; --'");
    expect(renderTemplate('SELECT {{ v }}', attack, engine('postgresql'))).toBe("SELECT 'x''; DROP TABLE t; --'");
    expect(renderTemplate('SELECT 1 -- {{ c }}', attack, engine('postgresql'))).toBe('SELECT 1 -- x DROP TABLE t');
    expect(renderTemplate('SELECT 1 /* {{ b }} */', attack, engine('postgresql'))).toBe('SELECT 1 /* x * / DROP TABLE t / * */');
    expect(renderTemplate("SELECT '{{ v }}'", { v: "\\'; DROP TABLE t; --" }, engine('mysql'))).toBe("SELECT '\\\\''; DROP TABLE t; --'");
    expect(() => renderTemplate('SELECT $q${{ v }}$q$', { v: 'a$q$; DROP TABLE t' }, engine('postgresql'))).toThrow(TesseraError);
  });

  it("renders through the engine's literals when given", () => {
    const literals: TemplateLiterals = { renderLiteral: (v) => `<${String(v)}>`, quoteIdentifier: (n) => `[${n}]` };
    expect(renderTemplate('SELECT {{ name }}, {{ t | identifier }}', { name: 'x', t: 'tbl' }, { literals })).toBe('SELECT <x>, [tbl]');
  });

  it('calls the macros it is given', () => {
    const macros = { current_username: () => 'alice', current_user_id: () => 7 };
    expect(renderTemplate("SELECT {{ current_username() }}, {{ current_user_id() }}, '{{ current_username() }}'", {}, { macros })).toBe(
      "SELECT 'alice', 7, 'alice'",
    );
  });

  it('names every undefined parameter once, with suggestions within edit distance 2', () => {
    const err = caught(() => renderTemplate('SELECT {{ nme }}, {{ idz }}, {{ nme }}, {{ zzz }}', { name: 'x', ids: [1], idx: 2 }));
    expect(err.errorType).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toBe(
      'The following parameters in your query are undefined: "nme" (did you mean "name"?), "idz" (did you mean "ids" or "idx"?), "zzz". ' +
        'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.',
    );
    expect(err.extra).toEqual({
      undefined_parameters: ['nme', 'idz', 'zzz'],
      template_parameters: { name: 'x', ids: [1], idx: 2 },
      suggestions: { nme: ['name'], idz: ['ids', 'idx'] },
    });
  });

  it('uses the singular message for one undefined parameter and reports missing fields by path', () => {
    expect(caught(() => renderTemplate('SELECT {{ x }}', {})).message).toMatch(/^The parameter "x" in your query is undefined\. Please check/);
    expect(caught(() => renderTemplate('SELECT {{ o.b }}', { o: { a: 1 } })).extra.undefined_parameters).toEqual(['o.b']);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['SELECT {% for x in y %}1{% endfor %}', { y: [1] }, /The template statement \{% for x in y %\} is not supported/],
    ['SELECT {% if x %}1', { x: 1 }, /missing its \{% endif %\}/],
    ['SELECT 1{% endif %}', {}, /without a matching/],
    ['SELECT {% if x %}1{% else %}2{% elif y %}3{% endif %}', { x: 1 }, /without a matching/],
    ['SELECT {% if x + 1 %}1{% endif %}', { x: 1 }, /Unsupported template condition/],
    ['SELECT {% if x is odd %}1{% endif %}', { x: 1 }, /Unsupported test "is odd"/],
    ['SELECT {{ a + 1 }}', { a: 1 }, /Unsupported template expression/],
    ['SELECT {{ a | upper }}', { a: 'x' }, /Unsupported template filter "upper"/],
    ['SELECT {{ o }}', { o: { a: 1 } }, /is an object/],
    ['SELECT {{ l }}', { l: [[1]] }, /may only hold/],
    ['SELECT {{ f() }}', {}, /Unknown template function f\(\)/],
    ['SELECT {{ n | identifier }}', { n: 5 }, /must be a non-empty string/],
  ])('refuses %j', (sql, values, message) => {
    const err = caught(() => renderTemplate(sql, values));
    expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(err.message).toMatch(message);
  });
});

describe('renderTemplate conditionals', () => {
  const params = { region: 'EU', n: 3, tags: ['a', 'b'], empty: [], none: null, flag: false, obj: { k: 'v' } };
  it.each<[string, string]>([
    ['SELECT 1{% if region %} WHERE r = {{ region }}{% endif %}', "SELECT 1 WHERE r = 'EU'"],
    ['SELECT 1{% if missing %} WHERE r = {{ missing }}{% endif %}', 'SELECT 1'],
    ['SELECT {% if missing is defined %}1{% else %}2{% endif %}', 'SELECT 2'],
    ['SELECT {% if region is not defined %}1{% else %}2{% endif %}', 'SELECT 2'],
    ['SELECT {% if none is none %}1{% endif %}', 'SELECT 1'],
    ["SELECT {% if region == 'US' %}1{% elif region == 'EU' %}2{% else %}3{% endif %}", 'SELECT 2'],
    ["SELECT {% if region != 'EU' %}1{% elif n > 5 %}2{% else %}3{% endif %}", 'SELECT 3'],
    ['SELECT {% if n >= 3 and n < 4 %}1{% endif %}', 'SELECT 1'],
    ['SELECT {% if flag or empty %}1{% else %}0{% endif %}', 'SELECT 0'],
    ['SELECT {% if not flag %}1{% endif %}', 'SELECT 1'],
    ["SELECT {% if 'a' in tags and 'z' not in tags %}1{% endif %}", 'SELECT 1'],
    ["SELECT {% if region in ['EU', 'US'] %}1{% endif %}", 'SELECT 1'],
    ["SELECT {% if obj.k == 'v' and tags[1] == 'b' %}1{% endif %}", 'SELECT 1'],
    ['SELECT {% if (flag or n) and region %}1{% endif %}', 'SELECT 1'],
    ['SELECT {% if region %}{% if n == 3 %}1{% else %}2{% endif %}{% else %}3{% endif %}', 'SELECT 1'],
    ['SELECT {% if flag %}{% if n == 3 %}1{% endif %}{% else %}3{% endif %}', 'SELECT 3'],
    // Whitespace control on statements.
    ['SELECT 1\n{%- if region %}\n  , 2\n{%- endif %}', 'SELECT 1\n  , 2'],
  ])('%j -> %j', (sql, expected) => {
    expect(renderTemplate(sql, params, engine('postgresql'))).toBe(expected);
  });

  it('does not ask for parameters only an untaken branch uses', () => {
    expect(renderTemplate('SELECT {% if region %}{{ region }}{% else %}{{ nowhere }}{% endif %}', params)).toBe("SELECT 'EU'");
    expect(() => renderTemplate('SELECT {% if flag %}1{% else %}{{ nowhere }}{% endif %}', params)).toThrow(/"nowhere"/);
  });
});

describe('did-you-mean suggestions', () => {
  it.each<[string, string, number]>([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'ab', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('editDistance(%j, %j) = %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('lists defined names within distance 2, closest first', () => {
    expect(templateSuggestions('regin', ['region', 'origin', 'reign', 'country'])).toEqual(['region', 'origin', 'reign']);
    expect(templateSuggestions('x', ['abcdef'])).toEqual([]);
  });
});
