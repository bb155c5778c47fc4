import { issueCodesFor } from './errors';

describe('issueCodesFor', () => {
  it.each([
    ['MISSING_TEMPLATE_PARAMS_ERROR', [[1006, 'One or more parameters specified in the query are missing.']]],
    ['INVALID_TEMPLATE_PARAMS_ERROR', [[1028, 'One or more parameters specified in the query are malformed.']]],
    ['SYNTAX_ERROR', [[1030, 'The query has a syntax error.']]],
    ['DML_NOT_ALLOWED_ERROR', [[1022, 'Database does not allow data manipulation.']]],
  ] as const)("gives %s Superset's issue codes", (errorType, expected) => {
    expect(issueCodesFor(errorType)).toEqual(expected.map(([code, text]) => ({ code, message: `Issue ${code} - ${text}` })));
  });

  it('gives none for an error type without issue codes', () => {
    expect(issueCodesFor('INVALID_SQL_ERROR' as never)).toEqual([]);
  });
});
