import {
  addTarget,
  cyclicFilterIds,
  DUPLICATE_DATASET_TEXT,
  filterChanges,
  firstInvalidId,
  moveItem,
  newDivider,
  newFilter,
  removeTarget,
  setTargetAt,
  targetsOf,
  validateFilters,
  wouldCycle,
  type FilterConfig,
} from './filter-config-model';

const filter = (id: string, patch: FilterConfig = {}): FilterConfig => ({ ...newFilter(id), name: id, targets: [{ datasetId: 1, column: { name: 'gender' } }], ...patch });

describe('cascade cycles', () => {
  it.each<[string, FilterConfig[], string[]]>([
    ['no parents', [filter('a'), filter('b')], []],
    ['a chain', [filter('a'), filter('b', { cascadeParentIds: ['a'] }), filter('c', { cascadeParentIds: ['b'] })], []],
    ['a filter its own parent', [filter('a', { cascadeParentIds: ['a'] })], ['a']],
    ['two filters each other’s parent', [filter('a', { cascadeParentIds: ['b'] }), filter('b', { cascadeParentIds: ['a'] })], ['a', 'b']],
    ['a three-step loop beside a free filter', [filter('a', { cascadeParentIds: ['c'] }), filter('b', { cascadeParentIds: ['a'] }), filter('c', { cascadeParentIds: ['b'] }), filter('d', { cascadeParentIds: ['a'] })], ['a', 'b', 'c']],
    ['a parent that no longer exists', [filter('a', { cascadeParentIds: ['gone'] })], []],
  ])('%s', (_, configs, expected) => {
    expect(cyclicFilterIds(configs).sort()).toEqual(expected);
  });

  it('refuses a parent that would close a cycle and accepts one that would not', () => {
    const configs = [filter('a'), filter('b', { cascadeParentIds: ['a'] }), filter('c', { cascadeParentIds: ['b'] })];
    expect(wouldCycle(configs, 'a', 'c')).toBe(true);
    expect(wouldCycle(configs, 'a', 'a')).toBe(true);
    expect(wouldCycle(configs, 'c', 'a')).toBe(false);
  });
});

describe('validateFilters', () => {
  it.each<[string, FilterConfig, Record<string, string> | undefined]>([
    ['a complete value filter', filter('a'), undefined],
    ['no name', filter('a', { name: ' ' }), { name: 'Name is required' }],
    ['a value filter without dataset or column', filter('a', { targets: [{}] }), { dataset: 'Dataset is required', column: 'Column is required' }],
    ['a time range filter needs no dataset', filter('a', { filterType: 'filter_time', targets: [] }), undefined],
    ['a time grain filter needs a dataset but no column', filter('a', { filterType: 'filter_timegrain', targets: [{ datasetId: 2 }] }), undefined],
    [
      'a required filter with a default but no value',
      filter('a', { controlValues: { enableEmptyFilter: true, defaultValueEnabled: true } }),
      { defaultValue: 'Please choose a valid value' },
    ],
    ['a required filter defaulting to its first item', filter('a', { controlValues: { enableEmptyFilter: true, defaultValueEnabled: true, defaultToFirstItem: true } }), undefined],
    ['a divider without title', newDivider('d'), { name: 'Title is required' }],
  ])('%s', (_, config, expected) => {
    expect(validateFilters([config])[String(config.id)]).toEqual(expected);
  });

  it('names the first invalid item in the modal’s order', () => {
    const configs = [filter('a'), filter('b', { name: '' }), filter('c', { targets: [{}] })];
    expect(firstInvalidId(configs, validateFilters(configs))).toBe('b');
    expect(firstInvalidId([filter('a')], {})).toBeNull();
  });
});

describe('filter targets across datasets', () => {
  const across = (targets: unknown[]) => filter('a', { targets });
  const births = { datasetId: 1, column: { name: 'gender' } };

  it.each<[string, FilterConfig, Record<string, unknown> | undefined]>([
    ['two datasets, each with its column', across([births, { datasetId: 2, column: { name: 'sex' } }]), undefined],
    ['a further dataset without a column', across([births, { datasetId: 2 }]), { targets: { 1: { column: 'Column is required' } } }],
    ['a further pair with nothing chosen', across([births, {}]), { targets: { 1: { dataset: 'Dataset is required', column: 'Column is required' } } }],
    ['the first dataset again', across([births, { datasetId: 1, column: { name: 'name' } }]), { targets: { 1: { dataset: DUPLICATE_DATASET_TEXT } } }],
    [
      'a dataset twice among the further ones',
      across([births, { datasetId: 2, column: { name: 'sex' } }, { datasetId: 2, column: { name: 'name' } }]),
      { targets: { 2: { dataset: DUPLICATE_DATASET_TEXT } } },
    ],
    ['a time grain filter ignores further targets', filter('a', { filterType: 'filter_timegrain', targets: [{ datasetId: 2 }, {}] }), undefined],
  ])('%s', (_, config, expected) => {
    expect(validateFilters([config])[String(config.id)]).toEqual(expected);
  });

  it('a filter with a bad further pair is the first invalid one', () => {
    const configs = [filter('a'), { ...across([births, {}]), id: 'b' }];
    expect(firstInvalidId(configs, validateFilters(configs))).toBe('b');
  });

  it('adds, sets and removes further pairs in Superset’s shape, the first target staying', () => {
    let config = addTarget(filter('a'));
    expect(config.targets).toEqual([births, {}]);
    config = setTargetAt(config, 1, { datasetId: 2, column: null });
    config = setTargetAt(config, 1, { datasetId: 2, column: 'sex' });
    expect(config.targets).toEqual([births, { datasetId: 2, column: { name: 'sex' } }]);
    // Another dataset clears the pair's column.
    expect(targetsOf(setTargetAt(config, 1, { datasetId: 3, column: 'sex' }))[1]).toEqual({ datasetId: 3, column: null });
    expect(removeTarget(config, 0)).toBe(config);
    expect(removeTarget(config, 1).targets).toEqual([births]);
  });
});

describe('filterChanges', () => {
  const a = filter('a');
  const b = filter('b');
  const c = filter('c');
  it.each<[string, FilterConfig[], { modified: string[]; deleted: string[]; reordered: string[] }]>([
    ['nothing changed', [a, b, c], { modified: [], deleted: [], reordered: [] }],
    ['one renamed', [a, { ...b, name: 'B' }, c], { modified: ['b'], deleted: [], reordered: [] }],
    ['one removed', [a, c], { modified: [], deleted: ['b'], reordered: [] }],
    ['reordered', [c, a, b], { modified: [], deleted: [], reordered: ['c', 'a', 'b'] }],
    ['one added at the end', [a, b, c, filter('d')], { modified: ['d'], deleted: [], reordered: [] }],
    ['one added first', [filter('d'), a, b, c], { modified: ['d'], deleted: [], reordered: [] }],
  ])('%s', (_, edited, expected) => {
    const changes = filterChanges([a, b, c], edited);
    expect({ modified: changes.modified.map((m) => m.id), deleted: changes.deleted, reordered: changes.reordered }).toEqual(expected);
  });

  it('moves items within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
