import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { firstErrorMessage, responseErrorsOf } from './graphql-errors';

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError('Response not successful', { response: new Response(bodyText, { status }), bodyText });
}

describe('responseErrorsOf', () => {
  it('reads GraphQL errors', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Chart not found' }, { message: 'second' }] });
    expect(responseErrorsOf(error).map((e) => e.message)).toEqual(['Chart not found', 'second']);
  });

  it('reads the GraphQL body of a non-2xx response', () => {
    expect(responseErrorsOf(serverError(400, '{"errors":[{"message":"Unknown argument"}]}'))).toEqual([
      { message: 'Unknown argument' },
    ]);
  });

  it.each([
    ['a non-JSON server answer', serverError(502, '<html>Bad gateway</html>')],
    ['a JSON answer without errors', serverError(500, '{"message":"boom"}')],
    ['a fetch failure', new TypeError('Failed to fetch')],
    ['nothing', undefined],
  ])('finds no response errors in %s', (_name, error) => {
    expect(responseErrorsOf(error)).toEqual([]);
  });
});

describe('firstErrorMessage', () => {
  it('prefers the server\'s first error, then the error\'s own message', () => {
    expect(firstErrorMessage(new CombinedGraphQLErrors({ errors: [{ message: 'Forbidden' }, { message: 'second' }] }))).toBe('Forbidden');
    expect(firstErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(firstErrorMessage('plain')).toBe('plain');
  });
});
