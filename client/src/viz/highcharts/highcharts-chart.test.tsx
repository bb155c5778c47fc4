// The Highcharts React wrapper is memoised and re-applies its options with chart.update, a whole second drawing
// of the chart, whenever one of its props changes identity. Re-rendering a chart with the same options (its
// host re-renders when told the chart is drawn) must hand the wrapper the same props.
import { renderToString } from 'react-dom/server';
import { ChartChromeContext, HOST_MENU_CHROME } from '../chart-chrome';

const seen: Array<Record<string, unknown>> = [];

jest.mock('highcharts', () => ({ __esModule: true, default: { setOptions: jest.fn(), AST: { allowedTags: [], allowedAttributes: [] } } }));
jest.mock('highcharts/css/highcharts-palette.css', () => ({}));
jest.mock('highcharts/modules/accessibility', () => ({}));
jest.mock('highcharts/modules/exporting', () => ({}));
jest.mock('highcharts/modules/offline-exporting', () => ({}));
jest.mock('highcharts/modules/export-data', () => ({}));
jest.mock('highcharts-react-official', () => ({
  HighchartsReact: (props: Record<string, unknown>) => {
    seen.push(props);
    return null;
  },
}));

// Imported after the mocks are declared (jest hoists jest.mock above imports).
import HighchartsChart from './highcharts-chart';

test('a chart re-rendered with the same options gives the wrapper the same container props and options', () => {
  const options = { series: [] };
  const onRendered = () => undefined;
  renderToString(<HighchartsChart options={options} onRendered={onRendered} />);
  renderToString(<HighchartsChart options={options} onRendered={onRendered} />);
  expect(seen).toHaveLength(2);
  const [first, second] = seen;
  for (const key of ['options', 'containerProps', 'highcharts', 'constructorType', 'updateArgs', 'allowChartUpdate'] as const) {
    expect(second[key]).toBe(first[key]);
  }
});

test("under a host with its own menu a chart draws no export button, and keeps one options object per options", () => {
  seen.length = 0;
  const options = { series: [], exporting: { enabled: true, libURL: '/x/' } };
  const onRendered = () => undefined;
  const inHost = () => (
    <ChartChromeContext value={HOST_MENU_CHROME}>
      <HighchartsChart options={options} onRendered={onRendered} />
    </ChartChromeContext>
  );
  renderToString(inHost());
  expect(seen[0].options).toEqual({ series: [], exporting: { enabled: false, libURL: '/x/' } });
  expect(options.exporting.enabled).toBe(true);
  renderToString(<HighchartsChart options={options} onRendered={onRendered} />);
  expect(seen[1].options).toBe(options);
});
