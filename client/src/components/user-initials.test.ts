import { fullName, userInitials } from './user-initials';

describe('user names', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'AL'],
    [{ firstName: 'ada', lastName: '' }, 'A'],
    [{ firstName: '  ', lastName: 'turing' }, 'T'],
    [{ firstName: '', lastName: '' }, '?'],
    [{ firstName: 'Émile', lastName: 'Zola' }, 'ÉZ'],
  ])('initials of %j are %s', (name, initials) => {
    expect(userInitials(name)).toBe(initials);
  });

  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: ' ' }, 'Ada'],
    [{ firstName: '', lastName: '' }, ''],
  ])('full name of %j is %j', (name, text) => {
    expect(fullName(name)).toBe(text);
  });
});
