import { metricDisplayLabel, metricSeriesLabel, readVerboseMap, verboseLabel } from './labels';

const verboseMap = readVerboseMap({ sum__num: 'Births', gender: 'Gender', count: '', ds: 7 });

describe('display labels', () => {
  it('keeps only named labels from the datasource verbose map', () => {
    expect(verboseMap).toEqual({ sum__num: 'Births', gender: 'Gender' });
    expect(readVerboseMap(null)).toEqual({});
    expect(readVerboseMap(['x'])).toEqual({});
  });

  it("shows a key's verbose name, else the key", () => {
    expect(verboseLabel('sum__num', verboseMap)).toBe('Births');
    expect(verboseLabel('count', verboseMap)).toBe('count');
    expect(verboseLabel('toString', verboseMap)).toBe('toString');
    expect(verboseLabel('sum__num', undefined)).toBe('sum__num');
  });

  it('labels saved metrics by their verbose name and adhoc metrics by their own label', () => {
    expect(metricDisplayLabel('sum__num', verboseMap)).toBe('Births');
    expect(metricDisplayLabel({ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'Total' }, verboseMap)).toBe('Total');
  });

  it('names the metric part of a series by its verbose name and leaves dimension values alone', () => {
    const metrics = ['sum__num', 'count'];
    expect(metricSeriesLabel('sum__num', metrics, verboseMap)).toBe('Births');
    expect(metricSeriesLabel('sum__num, boy', metrics, verboseMap)).toBe('Births, boy');
    expect(metricSeriesLabel('sum__num__1 year ago', metrics, verboseMap)).toBe('Births__1 year ago');
    expect(metricSeriesLabel('gender', metrics, verboseMap)).toBe('gender');
    expect(metricSeriesLabel('count, boy', metrics, verboseMap)).toBe('count, boy');
  });
});
