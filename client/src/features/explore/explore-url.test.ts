import { datasourceExploreUrl, embedCode, exploreStateUrl, parseExploreLocation, permalinkUrl } from './explore-url';

const parse = (path: string) => {
  const url = new URL(path, 'http://tessera.test');
  return parseExploreLocation(url.pathname, url.searchParams);
};

describe('explore address', () => {
  it.each([
    ['/explore/?slice_id=12', { kind: 'slice', sliceId: 12 }],
    ['/explore/?slice_id=abc', { kind: 'none' }],
    ['/explore/?datasource_id=3&datasource_type=table', { kind: 'datasource', datasourceId: 3, datasourceType: 'table', vizType: null }],
    ['/explore/?datasource_id=3', { kind: 'datasource', datasourceId: 3, datasourceType: 'table', vizType: null }],
    ['/explore/?datasource_id=3&datasource_type=table&viz_type=pie', { kind: 'datasource', datasourceId: 3, datasourceType: 'table', vizType: 'pie' }],
    ['/explore/?datasource_id=3&datasource_type=bogus', { kind: 'none' }],
    ['/explore/p/AbC123xyZ_-/', { kind: 'permalink', key: 'AbC123xyZ_-' }],
    ['/explore/p/AbC123xyZ', { kind: 'permalink', key: 'AbC123xyZ' }],
    ['/explore/?permalink_key=k1', { kind: 'permalink', key: 'k1' }],
    ['/explore/?form_data_key=abc&slice_id=4', { kind: 'slice', sliceId: 4 }],
    ['/explore/?form_data_key=abc', { kind: 'none' }],
    ['/explore/p/%3Cscript%3E/', { kind: 'none' }],
    ['/explore/?slice_id=5&form_data=%7B%22slice_id%22%3A5%7D', { kind: 'slice', sliceId: 5 }],
    ['/explore/?form_data=%7B%22slice_id%22%3A6%7D', { kind: 'slice', sliceId: 6 }],
    ['/explore/?form_data=%7B%22viz_type%22%3A%22pie%22%2C%22datasource%22%3A%221__table%22%7D', { kind: 'formData', formData: { viz_type: 'pie', datasource: '1__table' }, sliceId: null }],
    ['/explore/?form_data=not-json&slice_id=2', { kind: 'slice', sliceId: 2 }],
    ['/explore/', { kind: 'none' }],
  ])('reads %s', (path, entry) => {
    expect(parse(path).entry).toEqual(entry);
  });

  it('prefers the permalink over every query parameter', () => {
    expect(parse('/explore/p/key1/?slice_id=3&datasource_id=2').entry).toEqual({ kind: 'permalink', key: 'key1' });
  });

  it('reads force as Superset does', () => {
    expect(parse('/explore/?slice_id=1&force=true').force).toBe(true);
    expect(parse('/explore/?slice_id=1&force=false').force).toBe(false);
    expect(parse('/explore/?slice_id=1').force).toBe(false);
  });

  it('writes a state address that reads back as the same state', () => {
    expect(parse(exploreStateUrl({ permalinkKey: 'k_9' })).entry).toEqual({ kind: 'permalink', key: 'k_9' });
    expect(parse(exploreStateUrl({ sliceId: 7 })).entry).toEqual({ kind: 'slice', sliceId: 7 });
    expect(parse(datasourceExploreUrl(8, 'table', 'pie')).entry).toEqual({ kind: 'datasource', datasourceId: 8, datasourceType: 'table', vizType: 'pie' });
  });

  it('builds the shared link and the embed snippet', () => {
    const url = permalinkUrl('http://host:8088/', 'abc');
    expect(url).toBe('http://host:8088/explore/p/abc/');
    expect(parse(new URL(url).pathname).entry).toEqual({ kind: 'permalink', key: 'abc' });
    const code = embedCode(url, 600, 400);
    expect(code).toContain('width="600"');
    expect(code).toContain('height="400"');
    expect(code).toContain('src="http://host:8088/explore/p/abc/?standalone=1&height=400"');
    expect(embedCode('http://h/explore/?slice_id=1', 10, 20)).toContain('src="http://h/explore/?slice_id=1&standalone=1&height=20"');
  });
});
