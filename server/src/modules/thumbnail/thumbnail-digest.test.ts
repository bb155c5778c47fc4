import { isDigest, thumbnailDigest, thumbnailUrl } from './thumbnail-digest';

const changedOn = new Date('2026-11-27T10:00:00Z');
const chart = { id: 7, params: { viz_type: 'table', metrics: ['count'] }, queryContext: null, changedOn };
const dashboard = { id: 3, positionJson: '{"DASHBOARD_VERSION_KEY":"v2"}', jsonMetadata: '{"color_scheme":"supersetColors","map_label_colors":{"boy":"#1f77b4"}}', css: '', changedOn };

describe('thumbnailDigest', () => {
  it('is the same for the same object and viewer, and an address of hex', () => {
    const digest = thumbnailDigest('chart', 1, chart);
    expect(thumbnailDigest('chart', 1, { ...chart, params: { viz_type: 'table', metrics: ['count'] } })).toBe(digest);
    expect(isDigest(digest)).toBe(true);
    expect(thumbnailUrl('chart', 7, digest)).toBe(`/api/v1/chart/7/thumbnail/${digest}/`);
  });

  it("changes with the chart's form data, its save time and the viewer", () => {
    const digest = thumbnailDigest('chart', 1, chart);
    expect(thumbnailDigest('chart', 1, { ...chart, params: { viz_type: 'table', metrics: ['sum__num'] } })).not.toBe(digest);
    expect(thumbnailDigest('chart', 1, { ...chart, changedOn: new Date('2026-11-27T10:00:01Z') })).not.toBe(digest);
    expect(thumbnailDigest('chart', 2, chart)).not.toBe(digest);
    expect(thumbnailDigest('dashboard', 1, { ...dashboard, id: 7 })).not.toBe(digest);
  });

  it("changes with a dashboard's layout, metadata and CSS, but not with the label colours drawing it stores", () => {
    const digest = thumbnailDigest('dashboard', 1, dashboard);
    expect(thumbnailDigest('dashboard', 1, { ...dashboard, css: 'h1 { color: red }' })).not.toBe(digest);
    expect(thumbnailDigest('dashboard', 1, { ...dashboard, positionJson: '{}' })).not.toBe(digest);
    expect(thumbnailDigest('dashboard', 1, { ...dashboard, jsonMetadata: '{"color_scheme":"bnbColors","map_label_colors":{"boy":"#1f77b4"}}' })).not.toBe(digest);
    const recoloured = '{"color_scheme":"supersetColors","map_label_colors":{"boy":"#ff0000","girl":"#00ff00"},"shared_label_colors":["boy"],"color_scheme_domain":["#1"]}';
    expect(thumbnailDigest('dashboard', 1, { ...dashboard, jsonMetadata: recoloured })).toBe(digest);
  });

  it('takes only hex digests', () => {
    for (const bad of ['', '../x', 'ABC', 'g1', 'a'.repeat(65)]) expect(isDigest(bad)).toBe(false);
  });
});
