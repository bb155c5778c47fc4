import { normalizePaging, normalizeUncappedPaging } from './paging';

describe('normalizePaging', () => {
  it.each<[number | undefined, number | undefined, { page: number; pageSize: number }]>([
    [undefined, undefined, { page: 0, pageSize: 20 }],
    [0, 0, { page: 0, pageSize: 20 }],
    [2, 25, { page: 2, pageSize: 25 }],
    [0, 100, { page: 0, pageSize: 100 }],
    [0, 101, { page: 0, pageSize: 100 }],
    [0, 5000, { page: 0, pageSize: 100 }],
    [0, -1, { page: 0, pageSize: 100 }],
    [0, -20, { page: 0, pageSize: 100 }],
    [-3, 10, { page: 0, pageSize: 10 }],
  ])('page %j, page_size %j -> %j', (page, pageSize, expected) => {
    expect(normalizePaging(page, pageSize)).toEqual(expected);
  });

  it('honours a resource-specific maximum and default', () => {
    expect(normalizePaging(0, 500, { maxPageSize: 1000 })).toEqual({ page: 0, pageSize: 500 });
    expect(normalizePaging(1, undefined, { defaultPageSize: 50 })).toEqual({ page: 1, pageSize: 50 });
  });
});

describe('normalizeUncappedPaging', () => {
  it.each<[number | undefined, number | undefined, { page: number; pageSize: number | null }]>([
    [undefined, undefined, { page: 0, pageSize: 20 }],
    [1, 5000, { page: 1, pageSize: 5000 }],
    [3, -1, { page: 0, pageSize: null }],
  ])('page %j, page_size %j -> %j', (page, pageSize, expected) => {
    expect(normalizeUncappedPaging(page, pageSize)).toEqual(expected);
  });
});
