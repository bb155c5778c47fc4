// Item routes given an id that is not a number: Superset's Flask routes decide before any view runs.
// `<int:pk>` rules do not match text; Werkzeug then answers 405 when another method's rule at the same path
// takes text (`<pk>`), else its route-not-found 404. Rules declared with `<pk>` reach the view, which finds
// no row (FAB's 404 "Not found").
import { startGateway, type Harness } from '../test-support/gateway-harness';

/** Werkzeug's routing errors as Superset's JSON error handler words them. */
const routingError = (message: string) => ({
  errors: [{ message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: { issue_codes: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }] } }],
});
const ROUTE_NOT_FOUND = routingError(
  '404 Not Found: The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
);
const METHOD_NOT_ALLOWED = routingError('405 Method Not Allowed: The method is not allowed for the requested URL.');

let gateway: Harness;

beforeAll(async () => {
  // No operation may run: the id is refused before the view.
  gateway = await startGateway({});
});
afterAll(() => gateway.close());
afterEach(() => {
  expect(gateway.executed).toEqual([]);
  expect(gateway.unexpected).toEqual([]);
});

const json = { 'content-type': 'application/json' };

describe('non-numeric ids', () => {
  it.each([
    ['GET', '/api/v1/database/abc'],
    ['PUT', '/api/v1/database/abc'],
    ['DELETE', '/api/v1/database/abc'],
    ['GET', '/api/v1/database/abc/connection'],
    ['GET', '/api/v1/database/abc/schemas/'],
    ['GET', '/api/v1/database/abc/tables/'],
    ['GET', '/api/v1/database/abc/select_star/t/'],
    ['POST', '/api/v1/database/abc/validate_sql/'],
    ['POST', '/api/v1/database/abc/upload/'],
    ['GET', '/api/v1/dataset/abc/drill_info/'],
    ['DELETE', '/api/v1/dataset/abc/column/1'],
    ['DELETE', '/api/v1/dataset/7/column/abc'],
    ['DELETE', '/api/v1/dataset/7/metric/abc'],
    ['GET', '/api/v1/chart/abc/data/'],
    ['GET', '/api/v1/query/abc'],
  ])('%s %s matches no <int:pk> route: 404 route not found', async (method, path) => {
    const response = await gateway.request(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : '{}', headers: json });
    expect([response.status, response.body]).toEqual([404, ROUTE_NOT_FOUND]);
  });

  it("GET /saved_query/abc is 405: FAB's show is <int:pk>, its PUT and DELETE take text", async () => {
    const response = await gateway.getJson('/api/v1/saved_query/abc');
    expect([response.status, response.body]).toEqual([405, METHOD_NOT_ALLOWED]);
  });

  it.each([
    ['PUT', '/api/v1/saved_query/abc'],
    ['DELETE', '/api/v1/saved_query/abc'],
    ['GET', '/api/v1/dataset/abc'],
    ['PUT', '/api/v1/dataset/abc'],
    ['DELETE', '/api/v1/dataset/abc'],
    ['PUT', '/api/v1/chart/abc'],
    ['DELETE', '/api/v1/chart/abc'],
    ['GET', '/api/v1/chart/abc'],
  ])('%s %s reaches a <pk> view that finds nothing: 404 Not found', async (method, path) => {
    const response = await gateway.request(method, path, { body: method === 'PUT' ? '{}' : undefined, headers: json });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });
});
