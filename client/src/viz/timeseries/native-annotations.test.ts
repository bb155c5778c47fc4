import { annotationErrors, eventPlotLines, intervalPlotBands, nativeAnnotations, queriedAnnotationLayers } from './native-annotations';

const layers = [
  { name: 'Launches', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true, showLabel: true, color: '#ff0000', width: 2, style: 'dashed', opacity: '' },
  { name: 'Freezes', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2, show: true, color: '#00ff00', opacity: 'opacityMedium' },
  { name: 'Hidden', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: false },
  { name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: 'x', show: true },
];
const records = (rows: Array<[number, number | null, string]>) => ({
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records: rows.map(([start, end, title]) => ({ start_dttm: start, end_dttm: end, short_descr: title, long_descr: null, json_metadata: null })),
});

describe('native annotation layers on time-series charts', () => {
  it('asks the server for the shown layers it answers: native and table events and intervals, line-chart time series', () => {
    expect(queriedAnnotationLayers(layers).map((l) => l.name)).toEqual(['Launches', 'Freezes']);
    const fromCharts = [
      { name: 'Releases', annotationType: 'EVENT', sourceType: 'table', value: 5, show: true },
      { name: 'Last year', annotationType: 'TIME_SERIES', sourceType: 'line', value: 6, show: true },
      { name: 'Hidden series', annotationType: 'TIME_SERIES', sourceType: 'line', value: 6, show: false },
    ];
    expect(queriedAnnotationLayers(fromCharts).map((l) => l.name)).toEqual(['Releases', 'Last year']);
    expect(queriedAnnotationLayers(null)).toEqual([]);
  });

  it("reads a table chart's rows through the columns the layer picked (times as epoch ms or ISO text)", () => {
    const table = [
      { name: 'Releases', annotationType: 'INTERVAL', sourceType: 'table', value: 5, show: true, timeColumn: 'from', intervalEndColumn: 'to', titleColumn: 'version', descriptionColumns: ['notes', 'owner'] },
    ];
    const data = {
      Releases: {
        columns: ['from', 'to', 'version', 'notes', 'owner'],
        records: [
          { from: 1000, to: 4000, version: 'v2', notes: 'Big one', owner: null },
          { from: '1970-01-01T00:00:05Z', to: null, version: 3, notes: '', owner: 'ops' },
          { from: null, to: 9000, version: 'no start' },
        ],
      },
    };
    expect(nativeAnnotations(table, data).map((a) => [a.kind, a.title, a.description, a.start, a.end])).toEqual([
      ['INTERVAL', 'v2', 'Big one', 1000, 4000],
      ['INTERVAL', '3', 'ops', 5000, 5000],
    ]);
  });

  it('draws nothing for a layer the server answered with an error, and reports the error', () => {
    const table = [{ name: 'Gone', annotationType: 'EVENT', sourceType: 'table', value: 9, show: true, timeColumn: 'ds' }];
    const data = { Gone: { columns: [], records: [], error: "Chart with ID 9 (referenced by annotation layer 'Gone') was not found." } };
    expect(nativeAnnotations(table, data)).toEqual([]);
    expect(annotationErrors(table, data)).toEqual(["Chart with ID 9 (referenced by annotation layer 'Gone') was not found."]);
    expect(annotationErrors(table, {})).toEqual([]);
  });

  it('draws events as plot lines at their start and intervals as bands in the layer’s colour and opacity', () => {
    const data = { Launches: records([[1000, 1000, 'v1']]), Freezes: records([[2000, 5000, 'Freeze'], [6000, null, 'Open-ended']]), Hidden: records([[7000, 7000, 'x']]) };
    const annotations = nativeAnnotations(layers, data);
    expect(annotations.map((a) => [a.kind, a.title, a.start, a.end])).toEqual([
      ['EVENT', 'v1', 1000, 1000],
      ['INTERVAL', 'Freeze', 2000, 5000],
      ['INTERVAL', 'Open-ended', 6000, 6000],
    ]);
    expect(eventPlotLines(annotations)).toEqual([
      { value: 1000, color: '#ff0000', width: 2, dashStyle: 'Dash', zIndex: 3, label: { text: 'v1', style: { fontSize: '11px' } }, className: 'annotation-event' },
    ]);
    expect(intervalPlotBands(annotations)[0]).toEqual({ from: 2000, to: 5000, color: 'rgba(0, 255, 0, 0.5)', className: 'annotation-interval', zIndex: 1, label: undefined });
  });

  it('draws nothing from an answer without the layer, or records without a start', () => {
    expect(nativeAnnotations(layers, {})).toEqual([]);
    expect(nativeAnnotations(layers, { Launches: { records: [{ start_dttm: null }, 'x'] } })).toEqual([]);
    expect(nativeAnnotations(layers, null)).toEqual([]);
  });
});
