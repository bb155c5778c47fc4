import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, withQ } from './support/http';

/**
 * Every resource's `related/{column}` over HTTP: the column the path names reaches the server's own name for
 * it (a route that passed the path's lower-case name on answered 400 while its unit test, on a fake server,
 * passed). Each answers FAB's `{count, result: [{value, text, extra}]}`, and an unknown column is a 404.
 */
const RELATED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['chart', ['owners', 'created_by', 'changed_by']],
  ['dashboard', ['owners', 'roles', 'created_by', 'changed_by']],
  ['dataset', ['database', 'owners', 'created_by', 'changed_by']],
  ['database', ['created_by', 'changed_by']],
  ['saved_query', ['database', 'created_by', 'changed_by']],
  ['css_template', ['created_by', 'changed_by']],
  ['annotation_layer', ['created_by', 'changed_by']],
  ['query', ['database', 'user']],
];

describe('related/{column} of every resource', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it.each(RELATED.flatMap(([resource, columns]) => columns.map((column) => [resource, column] as const)))('/api/v1/%s/related/%s', async (resource, column) => {
    const answer = await get(withQ(`/api/v1/${resource}/related/${column}`, '(page:0,page_size:5)'), { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ count: expect.any(Number), result: expect.any(Array) });
    for (const row of answer.json.result as unknown[]) expect(row).toEqual({ value: expect.anything(), text: expect.any(String), extra: expect.any(Object) });
  });

  it.each(RELATED.map(([resource]) => resource))('/api/v1/%s/related/ of a column it does not relate is 404', async (resource) => {
    expect((await get(`/api/v1/${resource}/related/no_such_column`, { token })).status).toBe(404);
  });
});
