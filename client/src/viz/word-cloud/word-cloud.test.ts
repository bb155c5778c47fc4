import type { QueryFormData } from '../shared/form-data';
import { buildWordCloudQuery } from './build-query';
import { rotationOptions, wordCloudChartOptions } from './highcharts-options';
import { transformWordCloudProps } from './transform-props';

const base: QueryFormData = { viz_type: 'word_cloud', datasource: '1__table', series: 'name', metric: 'sum__num', row_limit: 100 };

describe('word cloud buildQuery', () => {
  it('queries the metric per word, heaviest first', () => {
    expect(buildWordCloudQuery(base)[0]).toMatchObject({ metrics: ['sum__num'], columns: ['name'], orderby: [['sum__num', false]], rowLimit: 100 });
  });
});

describe('word cloud transformProps', () => {
  it('weights words by the metric, dropping empty ones', () => {
    const props = transformWordCloudProps({
      formData: { ...base, size_from: '12', size_to: 8, rotation: 'flat' },
      queriesData: [{ colnames: [], coltypes: [], rowcount: 3, data: [{ name: 'Mary', sum__num: 90 }, { name: 'John', sum__num: '40' }, { name: 'X', sum__num: 0 }] }],
    });
    expect(props.words).toEqual([{ name: 'Mary', weight: 90 }, { name: 'John', weight: 40 }]);
    // The maximum never falls below the minimum.
    expect([props.minFontSize, props.maxFontSize]).toEqual([12, 12]);
    const series = (wordCloudChartOptions(props).series as Array<Record<string, unknown>>)[0];
    expect(series).toMatchObject({ type: 'wordcloud', minFontSize: 12, maxFontSize: 12, rotation: { from: 0, to: 0, orientations: 1 } });
  });

  it.each([['square', { from: 0, to: 90, orientations: 2 }], ['random', { from: -90, to: 90, orientations: 7 }]] as const)('rotates %s', (rotation, expected) => {
    expect(rotationOptions(rotation)).toEqual(expected);
  });
});
