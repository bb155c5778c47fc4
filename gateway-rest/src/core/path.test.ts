import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';
import { methodNotAllowed, routeNotFound } from './errors';
import { wellFormedPath } from './path';

describe('wellFormedPath', () => {
  it.each([
    ['a plain path', '/chart/12', '/chart/12'],
    ['well-formed escapes, unchanged', '/database/1/table/birth%20names/main/', '/database/1/table/birth%20names/main/'],
    ['a lone %', '/chart/%', '/chart/%25'],
    ['a % before non-hex characters', '/chart/%zz', '/chart/%25zz'],
    ['a truncated escape', '/chart/%C3%2', '/chart/%EF%BF%BD%252'],
    ['bytes that are not UTF-8', '/chart/%ff%fe', '/chart/%EF%BF%BD%EF%BF%BD'],
    ['an invalid UTF-8 sequence', '/chart/%C3%28', '/chart/%EF%BF%BD('],
    ['an overlong encoding', '/chart/%E0%80%AF', '/chart/%EF%BF%BD%EF%BF%BD%EF%BF%BD'],
    ['an escaped slash next to junk stays one segment', '/table/a%2Fb%/', '/table/a%2Fb%25/'],
    ['a byte-order mark next to junk is kept', '/table/%EF%BB%BFx%/', '/table/%EF%BB%BFx%25/'],
  ])('%s', (_name, path, expected) => {
    expect(wellFormedPath(path)).toBe(expected);
    expect(() => decodeURIComponent(wellFormedPath(path))).not.toThrow();
  });
});

describe('malformed path parameters', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway(
      {
        RestSqlLabPermalink: () => graphqlError('Not found', { code: 'NOT_FOUND' }),
      },
      { legacy: true },
    );
  });
  afterAll(() => gateway.close());

  it.each(['%', '%ff%fe', '%C3%28', '%E0%80%AF'])('answers an id of %s as a missing object, not a failure', async (segment) => {
    // Each answer is the one Superset gives that path with a segment its converter refuses: the chart's
    // `<id_or_uuid>` takes any text (an unknown chart); `<int:pk>` matches no rule (Werkzeug's 404), or, where
    // PUT/DELETE take text on the same path, the wrong method (405).
    const expected: [string, number, unknown][] = [
      [`/api/v1/chart/${segment}`, 404, { message: 'Not found' }],
      [`/api/v1/database/${segment}/schemas/`, 404, routeNotFound().body],
      [`/api/v1/saved_query/${segment}`, 405, methodNotAllowed().body],
    ];
    for (const [path, status, body] of expected) {
      const response = await gateway.getJson(path);
      expect([path, response.status, response.body]).toEqual([path, status, body]);
    }
    const tab = await gateway.request('DELETE', `/tabstateview/${segment}`);
    expect(tab.status).toBe(404);
    expect(gateway.unexpected).toEqual([]);
  });

  it('passes a malformed text parameter on as Werkzeug decodes it', async () => {
    const response = await gateway.getJson('/api/v1/sqllab/permalink/%ff%');
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect(gateway.executed.at(-1)).toEqual({ operation: 'RestSqlLabPermalink', variables: { key: '\ufffd%' } });
  });
});
