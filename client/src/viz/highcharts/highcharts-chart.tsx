// The one place that loads Highcharts. Imported only by chart renderers, which are themselves dynamic imports,
// so the library never weighs on the first page load.
import Highcharts from 'highcharts';
// Screen-reader descriptions and keyboard navigation for every chart (registers itself on Highcharts).
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useCallback } from 'react';

export interface HighchartsChartProps {
  options: Highcharts.Options;
  onRendered: () => void;
}

export default function HighchartsChart({ options, onRendered }: HighchartsChartProps) {
  // Highcharts calls this once the chart (series, axes, legend) is drawn.
  const handleCreated = useCallback(() => onRendered(), [onRendered]);
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      callback={handleCreated}
      containerProps={{ style: { height: '100%', width: '100%' } }}
    />
  );
}
