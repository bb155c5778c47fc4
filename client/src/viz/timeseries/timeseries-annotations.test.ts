import { readAnnotationLayers, timeseriesAnnotations, timeShiftMs } from './timeseries-annotations';

const DAY = 86_400_000;
const layer = (extra: Record<string, unknown> = {}) => ({ name: 'Last year', annotationType: 'TIME_SERIES', sourceType: 'line', value: 4, show: true, ...extra });

describe('time-series annotation layers', () => {
  it.each([
    ['7 days', 7 * DAY],
    ['24 hours', DAY],
    ['1 year ago', -365 * DAY],
    [' 2 weeks ', 14 * DAY],
    ['', 0],
    ['soon', 0],
    [undefined, 0],
  ])('reads the time shift %j', (shift, ms) => {
    expect(timeShiftMs(shift)).toBe(ms);
  });

  it("draws each of the chart's value columns as a series over its time column, sorted, shifted and styled by the layer", () => {
    const data = {
      'Last year': {
        columns: ['ds', 'sum__num, boy', 'sum__num, girl'],
        records: [
          { ds: 2 * DAY, 'sum__num, boy': 5, 'sum__num, girl': '6' },
          { ds: DAY, 'sum__num, boy': 3, 'sum__num, girl': null },
          { ds: null, 'sum__num, boy': 1 },
        ],
      },
    };
    const series = timeseriesAnnotations([layer({ style: 'dashed', width: 2, color: '#123456', opacity: 'opacityMedium', showMarkers: true, overrides: { time_shift: '1 day' } })], data);
    expect(series).toEqual([
      { name: 'Last year: sum__num, boy', data: [[2 * DAY, 3], [3 * DAY, 5]], style: { color: '#123456', opacity: 0.5, width: 2, dashStyle: 'Dash' }, markers: true, hideLine: false },
      { name: 'Last year: sum__num, girl', data: [[2 * DAY, null], [3 * DAY, 6]], style: { color: '#123456', opacity: 0.5, width: 2, dashStyle: 'Dash' }, markers: true, hideLine: false },
    ]);
  });

  it("names a one-series chart's line by the layer, and reads a record's own keys when the answer lists no columns", () => {
    const series = timeseriesAnnotations([layer({ hideLine: true })], { 'Last year': { records: [{ ds: DAY, total: 7 }] } });
    expect(series).toMatchObject([{ name: 'Last year', data: [[DAY, 7]], hideLine: true, markers: false }]);
  });

  it('draws nothing for hidden layers, missing answers or errors, and reads every kind of layer in one go', () => {
    expect(timeseriesAnnotations([layer({ show: false })], { 'Last year': { columns: ['ds', 'y'], records: [{ ds: 1, y: 1 }] } })).toEqual([]);
    expect(timeseriesAnnotations([layer()], { 'Last year': { columns: [], records: [], error: 'Chart with ID 4 was not found' } })).toEqual([]);
    const read = readAnnotationLayers(
      [layer(), { name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: 'x', show: true }],
      { 'Last year': { columns: [], records: [], error: 'Chart with ID 4 was not found' } },
    );
    expect(read.annotations.map((a) => a.name)).toEqual(['Trend']);
    expect(read.annotationSeries).toEqual([]);
    expect(read.annotationErrors).toEqual(['Chart with ID 4 was not found']);
  });
});
