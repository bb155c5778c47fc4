import { planChildren } from './dataset-children';

const stored = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
  { id: 3, name: 'c' },
];

describe('planChildren', () => {
  it('updates listed rows, creates id-less ones and removes the unlisted', () => {
    expect(planChildren('columns', stored, [{ id: 2, name: 'b2' }, { name: 'd' }, { id: 1, name: 'a' }])).toEqual({
      ok: true,
      plan: { create: [1], update: [{ id: 2, index: 0 }, { id: 1, index: 2 }], remove: [3] },
    });
  });

  it('allows swapping two names between listed rows', () => {
    expect(planChildren('metrics', stored.slice(0, 2), [{ id: 1, name: 'b' }, { id: 2, name: 'a' }])).toMatchObject({ ok: true });
  });

  it.each([
    ['duplicate names', [{ id: 1, name: 'x' }, { name: 'x' }], 'One or more columns are duplicated'],
    ['the same id twice', [{ id: 1, name: 'x' }, { id: 1, name: 'y' }], 'One or more columns are duplicated'],
    ['an id that is not stored', [{ id: 9, name: 'x' }], 'One or more columns do not exist'],
    ['a new row named like a stored one, even an unlisted one', [{ name: 'c' }], 'One or more columns already exist'],
  ])('refuses %s', (_title, incoming, message) => {
    expect(planChildren('columns', stored, incoming)).toEqual({ ok: false, message });
  });
});
