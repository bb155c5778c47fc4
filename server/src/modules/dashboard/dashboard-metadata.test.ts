import {
  applyColors,
  applyNativeFilterChanges,
  checkMetadata,
  crossFilterSettingsProblems,
  DUPLICATE_TARGET_DATASET,
  metadataForSave,
  nativeFilterProblems,
  targetDatasetIds,
  toMetadataView,
  unknownMetadataKeys,
} from './dashboard-metadata';

describe('checkMetadata', () => {
  it('accepts a complete, well-typed metadata object', () => {
    expect(
      checkMetadata({
        native_filter_configuration: [{ id: 'NATIVE_FILTER-1' }],
        chart_configuration: {},
        global_chart_configuration: {},
        timed_refresh_immune_slices: [1, '2'],
        expanded_slices: {},
        refresh_frequency: '10',
        default_filters: '{}',
        stagger_refresh: 'true',
        stagger_time: 5000,
        color_scheme: null,
        color_namespace: null,
        positions: null,
        label_colors: {},
        shared_label_colors: ['a'],
        map_label_colors: {},
        color_scheme_domain: ['#fff'],
        cross_filters_enabled: false,
        filter_bar_orientation: 'HORIZONTAL',
        some_future_key: 1,
      }),
    ).toBeNull();
  });

  it.each([
    ['refresh_frequency', 'often', ['Not a valid integer.']],
    ['refresh_frequency', true, ['Not a valid integer.']],
    ['stagger_refresh', 'maybe', ['Not a valid boolean.']],
    ['default_filters', null, ['Field may not be null.']],
    ['color_scheme', 3, ['Not a valid string.']],
    ['chart_configuration', [], ['Not a valid mapping type.']],
    ['timed_refresh_immune_slices', 'x', ['Not a valid list.']],
    ['timed_refresh_immune_slices', [1, 'x'], { '1': ['Not a valid integer.'] }],
    ['native_filter_configuration', [{}, 3], { '1': ['Not a valid mapping type.'] }],
    ['color_scheme_domain', [1], { '0': ['Not a valid string.'] }],
    ['shared_label_colors', 'red', ['Not a valid list.']],
  ])('words a bad %s (%p) as marshmallow does', (key, value, message) => {
    expect(checkMetadata({ [key]: value })).toEqual({ [key]: message });
  });

  it('refuses what is not an object', () => {
    expect(checkMetadata([])).toEqual({ _schema: ['Invalid input type.'] });
  });

  it('names keys the schema does not declare, but not the legacy show_native_filters', () => {
    expect(unknownMetadataKeys({ refresh_frequency: 0, show_native_filters: true, my_key: 1 })).toEqual(['my_key']);
  });
});

describe('native filter targets (filters across datasets)', () => {
  const births = { datasetId: 1, column: { name: 'gender' } };
  const renamed = { datasetId: 2, column: { name: 'sex' } };

  it.each<[string, unknown, unknown]>([
    ['one target, Superset’s shape', [births], null],
    ['no target at all (a time range filter)', [{}], null],
    ['a dataset without a column (a time grain filter)', [{ datasetId: 3 }], null],
    ['several datasets, each with its own column', [births, renamed, { datasetId: 3, column: { name: 'g' } }], null],
    ['unknown keys of a target are kept, not refused', [{ ...births, extra: true }, { ...renamed, datasetUuid: 'x' }], null],
    ['targets that are not a list', { datasetId: 1 }, ['Not a valid list.']],
    ['a target that is not a mapping', [births, 2], { '1': ['Not a valid mapping type.'] }],
    ['a dataset id that is not an integer', [{ datasetId: '1', column: { name: 'gender' } }], { '0': { datasetId: ['Not a valid integer.'] } }],
    ['a fractional dataset id', [{ datasetId: 1.5 }], { '0': { datasetId: ['Not a valid integer.'] } }],
    ['a dataset id no row can have', [{ datasetId: 3_000_000_000 }], { '0': { datasetId: ['Not a valid integer.'] } }],
    ['a dataset id below 1', [{ datasetId: 0 }], { '0': { datasetId: ['Not a valid integer.'] } }],
    ['a column name that is not a string', [{ datasetId: 1, column: { name: 3 } }], { '0': { column: { name: ['Not a valid string.'] } } }],
    ['a column that is not a mapping', [{ datasetId: 1, column: 'gender' }], { '0': { column: ['Not a valid mapping type.'] } }],
    ['a dataset twice', [births, { datasetId: 1, column: { name: 'name' } }], { '1': { datasetId: [DUPLICATE_TARGET_DATASET] } }],
    ['several targets, one without a column', [births, { datasetId: 2 }], { '1': { column: ['Missing data for required field.'] } }],
    ['several targets, one empty', [births, {}], { '1': { datasetId: ['Missing data for required field.'], column: ['Missing data for required field.'] } }],
  ])('%s', (_, targets, expected) => {
    expect(nativeFilterProblems([{ id: 'NATIVE_FILTER-1', targets }])).toEqual(expected === null ? null : { '0': { targets: expected } });
  });

  it('is part of the json_metadata check, by filter index', () => {
    expect(checkMetadata({ native_filter_configuration: [{ id: 'A', targets: [births, renamed] }, { id: 'B', targets: [births, births] }] })).toEqual({
      native_filter_configuration: { '1': { targets: { '1': { datasetId: [DUPLICATE_TARGET_DATASET] } } } },
    });
    expect(checkMetadata({ native_filter_configuration: [{ id: 'A' }, { id: 'B', targets: [] }] })).toBeNull();
  });

  it('reads several targets back unchanged and names every targeted dataset', () => {
    const filter = { id: 'NATIVE_FILTER-1', name: 'Gender', filterType: 'filter_select', targets: [{ ...births, extra: 1 }, renamed] };
    expect(toMetadataView({ native_filter_configuration: [filter] }).nativeFilterConfiguration[0]).toMatchObject({ targets: filter.targets, config: filter });
    expect(targetDatasetIds([filter, { id: 'B', targets: [{ datasetId: 3 }, {}] }, 'junk'])).toEqual([1, 2, 3]);
  });
});

describe('metadataForSave', () => {
  it('fills the defaults and keeps everything else as sent', () => {
    expect(metadataForSave({ native_filter_configuration: [], my_key: 'kept', show_native_filters: true }, null)).toEqual({
      native_filter_configuration: [],
      my_key: 'kept',
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      refresh_frequency: 0,
      color_scheme: '',
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
      cross_filters_enabled: true,
    });
  });

  it('takes the layout out and keeps default filters only for charts it places', () => {
    const saved = metadataForSave({ positions: { ROOT_ID: {} }, default_filters: '{"1": {"a": 1}, "2": {}}', filter_scopes: { '1': {} }, color_namespace: 'ns' }, [1]);
    expect(saved.positions).toBeUndefined();
    expect(saved.default_filters).toBe('{"1":{"a":1}}');
    expect(saved.filter_scopes).toEqual({ '1': {} });
    expect(saved.color_namespace).toBe('ns');
  });

  it('drops legacy filter scopes without a layout', () => {
    expect(metadataForSave({ filter_scopes: { '1': {} } }, null).filter_scopes).toBeUndefined();
  });
});

describe('applyNativeFilterChanges', () => {
  const a = { id: 'A', name: 'a' };
  const b = { id: 'B', name: 'b' };
  const c = { id: 'C', name: 'c' };

  it('modifies, deletes and appends', () => {
    expect(applyNativeFilterChanges([a, b], { modified: [{ id: 'A', name: 'a2' }, c], deleted: ['B'] })).toEqual([{ id: 'A', name: 'a2' }, c]);
  });

  it('reorders, putting new filters the order does not name at the end', () => {
    expect(applyNativeFilterChanges([a, b], { modified: [c], reordered: ['B', 'A'] })).toEqual([b, a, c]);
  });

  it('treats missing configuration as empty', () => {
    expect(applyNativeFilterChanges(undefined, { modified: [a] })).toEqual([a]);
  });
});

describe('applyColors', () => {
  it('writes the colour keys sent, never the namespace', () => {
    expect(applyColors({ color_namespace: 'x', label_colors: { a: '#000' } }, { label_colors: { b: '#fff' }, color_scheme: 'bnbColors' })).toEqual({
      color_namespace: 'x',
      label_colors: { b: '#fff' },
      color_scheme: 'bnbColors',
    });
  });
});

describe('toMetadataView', () => {
  it('reads typed values, with defaults for missing or mistyped ones, and keeps unknown keys apart', () => {
    const view = toMetadataView({
      native_filter_configuration: [{ id: 'NATIVE_FILTER-1', name: 'Gender', filterType: 'filter_select', targets: [{ datasetId: 1, column: { name: 'gender' } }], my: 1 }, 'junk'],
      refresh_frequency: '30',
      filter_bar_orientation: 'horizontal',
      shared_label_colors: { boy: '#00f' },
      cross_filters_enabled: 'no',
      import_time: 5,
      custom: { a: 1 },
    });
    expect(view.refreshFrequency).toBe(30);
    expect(view.filterBarOrientation).toBe('HORIZONTAL');
    expect(view.sharedLabelColors).toEqual(['boy']);
    expect(view.crossFiltersEnabled).toBe(false);
    expect(view.extra).toEqual({ import_time: 5, custom: { a: 1 } });
    expect(view.nativeFilterConfiguration).toHaveLength(1);
    expect(view.nativeFilterConfiguration[0]).toMatchObject({
      id: 'NATIVE_FILTER-1',
      type: 'NATIVE_FILTER',
      name: 'Gender',
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      cascadeParentIds: [],
      extra: { my: 1 },
    });
  });

  it('has Superset’s defaults for empty metadata', () => {
    expect(toMetadataView({})).toMatchObject({ crossFiltersEnabled: true, filterBarOrientation: 'VERTICAL', refreshFrequency: 0, nativeFilterConfiguration: [], chartConfiguration: {} });
  });

  it('names a divider by its title', () => {
    expect(toMetadataView({ native_filter_configuration: [{ id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Section' }] }).nativeFilterConfiguration[0]).toMatchObject({
      type: 'DIVIDER',
      name: 'Section',
      title: 'Section',
    });
  });
});

describe('crossFilterSettingsProblems', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['well-typed settings', { chart_configuration: { '3': { id: 3, crossFilters: {} } }, global_chart_configuration: {}, cross_filters_enabled: false, filter_bar_orientation: 'HORIZONTAL' }, null],
    ['an unknown orientation', { filter_bar_orientation: 'diagonal' }, { filter_bar_orientation: ['Must be one of: VERTICAL, HORIZONTAL.'] }],
    ['a chart configuration keyed by something else than a chart id', { chart_configuration: { abc: {} } }, { chart_configuration: { abc: ['A chart id with its {id, crossFilters} configuration.'] } }],
    ['a chart configuration that is not a mapping', { chart_configuration: [] }, { chart_configuration: ['Not a valid mapping type.'] }],
  ])('%s', (_, settings, expected) => {
    expect(crossFilterSettingsProblems(settings as never)).toEqual(expected);
  });
});
