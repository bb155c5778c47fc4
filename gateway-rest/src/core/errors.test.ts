import { GraphQLError } from 'graphql';
import {
  GraphQLOperationError,
  isUnexpected,
  methodNotAllowed,
  RestError,
  restErrorFromGraphQL,
  routeNotFound,
  supersetError,
  toRestError,
  type ErrorFlavor,
} from './errors';

const gql = (message: string, extensions: Record<string, unknown>) => ({ message, extensions });

describe('restErrorFromGraphQL', () => {
  it.each<[string, ErrorFlavor, { message: string; extensions: Record<string, unknown> }, number, unknown]>([
    [
      'anonymous caller',
      'api',
      gql('Not authenticated', { code: 'UNAUTHENTICATED', status: 401 }),
      401,
      { msg: 'Missing Authorization Header' },
    ],
    [
      'expired token',
      'api',
      gql('Token has expired', { code: 'UNAUTHENTICATED', status: 401, extra: { msg: 'Token has expired' } }),
      401,
      { msg: 'Token has expired' },
    ],
    [
      'bad signature',
      'api',
      gql('bad', { code: 'UNAUTHENTICATED', status: 422, extra: { msg: 'Signature verification failed' } }),
      422,
      { msg: 'Signature verification failed' },
    ],
    [
      'failed login',
      'session',
      gql('Invalid credentials', { code: 'UNAUTHENTICATED', status: 401 }),
      401,
      { message: 'Not authorized' },
    ],
    ['lacking a permission', 'api', gql('no', { code: 'FORBIDDEN', status: 403 }), 403, { message: 'Forbidden' }],
    ['missing object', 'api', gql('Chart not found', { code: 'NOT_FOUND', status: 404 }), 404, { message: 'Not found' }],
    [
      'field validation',
      'api',
      gql('Invalid', { code: 'BAD_USER_INPUT', status: 400, extra: { fields: { slice_name: ['Missing data for required field.'] } } }),
      400,
      { message: { slice_name: ['Missing data for required field.'] } },
    ],
    ['plain bad input', 'api', gql('Bad things', { code: 'BAD_USER_INPUT' }), 400, { message: 'Bad things' }],
    [
      'business validation',
      'api',
      gql('Invalid', { code: 'UNPROCESSABLE', status: 422, extra: { fields: { slug: ['Must be unique'] } } }),
      422,
      { message: { slug: ['Must be unique'] } },
    ],
    [
      'engine error in chart data',
      'chart-data',
      gql('relation "nope" does not exist', { code: 'BAD_USER_INPUT', errorType: 'GENERIC_DB_ENGINE_ERROR', status: 400 }),
      400,
      { message: 'Error: relation "nope" does not exist' },
    ],
    [
      'connection error in chart data',
      'chart-data',
      gql('connection refused', { code: 'INTERNAL_SERVER_ERROR', errorType: 'CONNECTION_HOST_DOWN_ERROR' }),
      400,
      { message: 'Error: connection refused' },
    ],
    [
      'invalid query object in chart data',
      'chart-data',
      gql("Columns missing in datasource: ['zip']", { code: 'BAD_USER_INPUT', status: 400 }),
      400,
      { message: "Columns missing in datasource: ['zip']" },
    ],
    [
      'schema error in chart data',
      'chart-data',
      gql('Invalid', { code: 'BAD_USER_INPUT', extra: { fields: { queries: ['Missing data for required field.'] } } }),
      400,
      { message: "Request is incorrect: {'queries': ['Missing data for required field.']}" },
    ],
    [
      'connection error where Superset lets typed errors through',
      'sip40',
      gql('The port is closed.', { code: 'BAD_USER_INPUT', errorType: 'CONNECTION_PORT_CLOSED_ERROR', level: 'error', status: 400, extra: { engine_name: 'PostgreSQL' } }),
      400,
      {
        errors: [
          {
            message: 'The port is closed.',
            error_type: 'CONNECTION_PORT_CLOSED_ERROR',
            level: 'error',
            extra: { engine_name: 'PostgreSQL', issue_codes: [{ code: 1008, message: 'Issue 1008 - The port is closed.' }] },
          },
        ],
      },
    ],
    [
      'typed not found where Superset lets typed errors through',
      'sip40',
      gql('No such database', { code: 'NOT_FOUND', errorType: 'DATABASE_NOT_FOUND_ERROR', level: 'warning', status: 404 }),
      404,
      {
        errors: [
          {
            message: 'No such database',
            error_type: 'DATABASE_NOT_FOUND_ERROR',
            level: 'warning',
            extra: {
              issue_codes: [
                { code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' },
                { code: 1036, message: 'Issue 1036 - The database was deleted.' },
              ],
            },
          },
        ],
      },
    ],
    ['plain not found where Superset lets typed errors through', 'sip40', gql('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR', status: 404 }), 404, { message: 'Not found' }],
    [
      'field errors where Superset lets typed errors through',
      'sip40',
      gql('Invalid', { code: 'UNPROCESSABLE', errorType: 'GENERIC_COMMAND_ERROR', status: 422, extra: { fields: { database_name: ['A database with the same name already exists.'] } } }),
      422,
      { message: { database_name: ['A database with the same name already exists.'] } },
    ],
    ['unexpected failure where Superset lets typed errors through', 'sip40', gql('boom', { code: 'INTERNAL_SERVER_ERROR', errorType: 'GENERIC_BACKEND_ERROR', status: 500 }), 500, { message: 'Fatal error' }],
    ['unexpected failure', 'api', gql('boom', { code: 'INTERNAL_SERVER_ERROR', status: 500 }), 500, { message: 'Fatal error' }],
    ['error without extensions', 'api', { message: 'Variable "$id" got invalid value', extensions: {} }, 500, { message: 'Fatal error' }],
  ])('%s (%s)', (_name, flavor, error, status, body) => {
    const rest = restErrorFromGraphQL(error, flavor);
    expect([rest.status, rest.body]).toEqual([status, body]);
  });

  it("answers a command's own text when the server marks it public (403 and 404)", () => {
    const dashboards = gql('Changing one or more of these dashboards is forbidden', { code: 'FORBIDDEN', errorType: 'DASHBOARD_SECURITY_ACCESS_ERROR', extra: { publicMessage: true } });
    expect(restErrorFromGraphQL(dashboards, 'api')).toMatchObject({ status: 403, body: { message: 'Changing one or more of these dashboards is forbidden' } });
    const dataset = gql("You don't have access to this dataset.", { code: 'FORBIDDEN', errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR', extra: { publicMessage: true } });
    expect(restErrorFromGraphQL(dataset, 'api')).toMatchObject({ status: 403, body: { message: "You don't have access to this dataset." } });
    const missing = gql('Dataset does not exist', { code: 'NOT_FOUND', extra: { publicMessage: true } });
    expect(restErrorFromGraphQL(missing, 'api')).toMatchObject({ status: 404, body: { message: 'Dataset does not exist' } });
    // Without the mark, FAB's generic texts stay.
    expect(restErrorFromGraphQL(gql('Changing this chart is forbidden', { code: 'FORBIDDEN' }), 'api').body).toEqual({ message: 'Forbidden' });
    expect(restErrorFromGraphQL(gql('Chart does not exist', { code: 'NOT_FOUND' }), 'api').body).toEqual({ message: 'Not found' });
  });

  it('answers datasource access errors in the SIP-40 shape', () => {
    const rest = restErrorFromGraphQL(
      gql('This endpoint requires the datasource birth_names, database or `all_datasource_access` permission', {
        code: 'FORBIDDEN',
        errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
        level: 'warning',
        status: 403,
        extra: { datasource: 3, link: 'https://example.invalid/request-access' },
      }),
      'chart-data',
    );
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({
      errors: [
        {
          message: 'This endpoint requires the datasource birth_names, database or `all_datasource_access` permission',
          error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
          level: 'warning',
          extra: {
            datasource: 3,
            link: 'https://example.invalid/request-access',
            issue_codes: [{ code: 1017, message: "Issue 1017 - User doesn't have the proper permissions." }],
          },
        },
      ],
    });
  });

  it('answers CSRF failures as Flask-WTF does', () => {
    const rest = restErrorFromGraphQL(gql('The CSRF token is missing.', { code: 'CSRF', status: 400 }), 'api');
    expect([rest.status, rest.body]).toEqual([
      400,
      {
        errors: [
          {
            message: '400 Bad Request: The CSRF token is missing.',
            error_type: 'GENERIC_BACKEND_ERROR',
            level: 'error',
            extra: { issue_codes: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }] },
          },
        ],
      },
    ]);
  });
});

describe('SIP-40 errors', () => {
  it('leaves extra null when there is nothing to say', () => {
    expect(supersetError(400, { message: 'x', errorType: 'SOMETHING_NEW' }).body).toEqual({
      errors: [{ message: 'x', error_type: 'SOMETHING_NEW', level: 'error', extra: null }],
    });
  });

  it('keeps issue codes the server already attached', () => {
    const issue_codes = [{ code: 1, message: 'custom' }];
    expect(supersetError(400, { message: 'x', errorType: 'GENERIC_DB_ENGINE_ERROR', extra: { issue_codes } }).body).toEqual({
      errors: [{ message: 'x', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: { issue_codes } }],
    });
  });

  it('words unknown routes and methods as Werkzeug does', () => {
    expect(routeNotFound().status).toBe(404);
    expect((routeNotFound().body.errors as Array<{ message: string }>)[0].message).toBe(
      '404 Not Found: The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
    );
    expect(methodNotAllowed().status).toBe(405);
  });
});

describe('toRestError', () => {
  it('passes gateway errors through', () => {
    const error = new RestError(400, { message: 'Not a valid rison/json argument' });
    expect(toRestError(error, 'api')).toBe(error);
    expect(isUnexpected(error)).toBe(false);
  });

  it('maps the first GraphQL error of an operation', () => {
    const error = new GraphQLOperationError([
      new GraphQLError('gone', { extensions: { code: 'NOT_FOUND' } }),
      new GraphQLError('other', { extensions: { code: 'FORBIDDEN' } }),
    ]);
    expect(toRestError(error, 'api').body).toEqual({ message: 'Not found' });
    expect(isUnexpected(error)).toBe(false);
  });

  it('exposes client errors raised while reading the body', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect([toRestError(tooLarge, 'api').status, toRestError(tooLarge, 'api').body]).toEqual([
      413,
      { message: 'request entity too large' },
    ]);
  });

  it('hides anything else behind "Fatal error"', () => {
    const error = new TypeError('x is undefined');
    expect([toRestError(error, 'api').status, toRestError(error, 'api').body]).toEqual([500, { message: 'Fatal error' }]);
    expect(isUnexpected(error)).toBe(true);
  });
});
