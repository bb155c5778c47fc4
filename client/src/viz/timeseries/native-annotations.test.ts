import { eventPlotLines, intervalPlotBands, nativeAnnotationLayers, nativeAnnotations } from './native-annotations';

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
  it('asks the server for the shown native layers only', () => {
    expect(nativeAnnotationLayers(layers).map((l) => l.name)).toEqual(['Launches', 'Freezes']);
    expect(nativeAnnotationLayers(null)).toEqual([]);
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
