import { errorViewOf, normaliseRunMessage, syntaxLocation, toRunError } from './error-view';

describe('errorViewOf', () => {
  it('points a syntax error at the line and column the server gives', () => {
    const view = errorViewOf({ message: 'syntax error at or near "FORM"', errorType: 'SYNTAX_ERROR', extra: { line: 2, column: 10 } }, 'SELECT *\n  FROM x FORM y', {});
    expect(view).toEqual({ kind: 'syntax', message: 'syntax error at or near "FORM"', line: 2, column: 10, lineText: '  FROM x FORM y', issueCodes: [] });
  });
  it('reads the location from the engine text when extra has none', () => {
    expect(syntaxLocation({ message: 'Parser Error: syntax error at or near "FORM" LINE 1: SELECT', extra: null }, 'SELECT 1')).toEqual({ line: 1, column: null });
    expect(syntaxLocation({ message: 'syntax error at position 10', extra: null }, 'SELECT 1\nFORM')).toEqual({ line: 2, column: 1 });
    expect(syntaxLocation({ message: 'syntax errors at or near "form"', extra: null }, 'SELECT *\n  FORM t')).toEqual({ line: 2, column: 3 });
  });
  it('shows a syntax error without a location when nothing points at one', () => {
    const view = errorViewOf({ message: 'syntax errors at or near "LIMIT"', errorType: 'SYNTAX_ERROR', extra: { issue_codes: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }] } }, 'SELECT 1 ORDER', {});
    expect(view).toEqual({ kind: 'syntax', message: 'syntax errors at or near "LIMIT"', line: null, column: null, lineText: null, issueCodes: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }] });
  });
  it('maps timeouts', () => {
    const view = errorViewOf({ message: 'timed out', errorType: 'SQLLAB_TIMEOUT_ERROR', extra: { issue_codes: [{ code: 1000, message: 'The datasource is too large to query.' }] } }, '', {});
    expect(view).toEqual({ kind: 'timeout', message: 'timed out', issueCodes: [{ code: 1000, message: 'The datasource is too large to query.' }] });
  });
  it('suggests parameter names for undefined template parameters', () => {
    const view = errorViewOf(
      { message: 'undefined', errorType: 'MISSING_TEMPLATE_PARAMS_ERROR', extra: { undefined_parameters: ['contry'] } },
      'SELECT {{ contry }}',
      { country: 'France', state: 'x' },
    );
    expect(view).toEqual({ kind: 'parameters', message: 'undefined', missing: [{ name: 'contry', suggestions: ['country'] }] });
  });
  it('shows other errors as engine errors with issue codes', () => {
    const view = errorViewOf(
      { message: 'relation "x" does not exist', errorType: 'TABLE_DOES_NOT_EXIST_ERROR', extra: { engine_name: 'PostgreSQL', issue_codes: [{ code: 1003, message: 'x' }] } },
      'SELECT * FROM x',
      {},
    );
    expect(view).toEqual({ kind: 'engine', message: 'relation "x" does not exist', errorType: 'TABLE_DOES_NOT_EXIST_ERROR', engineName: 'PostgreSQL', issueCodes: [{ code: 1003, message: 'x' }] });
  });
});

describe('toRunError', () => {
  it('reads snake_case SIP-40 errors and GraphQL extensions alike', () => {
    expect(toRunError({ message: 'a', error_type: 'SYNTAX_ERROR', level: 'error', extra: { line: 1 } })).toEqual({ message: 'a', errorType: 'SYNTAX_ERROR', level: 'error', extra: { line: 1 } });
    expect(toRunError({ message: 'b', extensions: { errorType: 'DML_NOT_ALLOWED_ERROR', extra: {} } })).toEqual({ message: 'b', errorType: 'DML_NOT_ALLOWED_ERROR', level: null, extra: {} });
  });
});

it('replaces a CSRF complaint with the session timeout message', () => {
  expect(normaliseRunMessage('The CSRF token is missing.')).toBe('Your session timed out, please refresh your page and try again.');
  expect(normaliseRunMessage('division by zero')).toBe('division by zero');
});
