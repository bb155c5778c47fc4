import { restFailure } from '../test-support/rest-error';
import { parseLoginBody } from './security.login-body';

describe('parseLoginBody', () => {
  it.each<[object, object]>([
    [
      { username: 'admin', password: 'secret', provider: 'db', refresh: true },
      { username: 'admin', password: 'secret', provider: 'db', refresh: true },
    ],
    [{ username: 'admin', password: 'secret', provider: 'ldap' }, { username: 'admin', password: 'secret', provider: 'ldap', refresh: false }],
    // a missing provider is read as "db" rather than crashing like FAB
    [{ username: 'admin', password: 'secret' }, { username: 'admin', password: 'secret', provider: 'db', refresh: false }],
    [{ username: 'admin', password: 'secret', refresh: 'true' }, { username: 'admin', password: 'secret', provider: 'db', refresh: true }],
    [{ username: 'admin', password: 'secret', remember: 1 }, { username: 'admin', password: 'secret', provider: 'db', refresh: false }],
  ])('accepts %j', (body, expected) => {
    expect(parseLoginBody(body)).toEqual(expected);
  });

  it.each<[unknown, object]>([
    [{ password: 'secret' }, { username: ['Missing data for required field.'] }],
    [{}, { username: ['Missing data for required field.'], password: ['Missing data for required field.'] }],
    [{ username: '', password: 'x' }, { username: ['Shorter than minimum length 1.'] }],
    [{ username: null, password: 5 }, { username: ['Field may not be null.'], password: ['Not a valid string.'] }],
    [{ username: 'a', password: 'b', provider: 'oauth' }, { provider: ['Must be one of: db, ldap.'] }],
    [{ username: 'a', password: 'b', refresh: 'maybe' }, { refresh: ['Not a valid boolean.'] }],
    [['admin'], { _schema: ['Invalid input type.'] }],
  ])('rejects %j with field messages', (body, message) => {
    expect(restFailure(() => parseLoginBody(body))).toEqual([400, { message }]);
  });
});
