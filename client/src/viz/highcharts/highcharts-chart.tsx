// The one place that loads Highcharts and its modules. Imported only by chart renderers, which are
// themselves dynamic imports, so the library never weighs on the first page load.
import Highcharts from 'highcharts';
// The palette's CSS variables as a stylesheet of our own, instead of the <style> element each chart would
// inject (its fixed nonce would need a hole in the Content-Security-Policy); see palette.injectCSS.
import 'highcharts/css/highcharts-palette.css';
// Screen-reader descriptions and keyboard navigation for every chart (each module registers itself).
import 'highcharts/modules/accessibility';
// The chart menu's PNG/JPEG/SVG/PDF/CSV downloads, made in the browser: no chart ever goes to an export server
// (PDF loads jsPDF and svg2pdf from Tessera itself, see exporting.libURL).
import 'highcharts/modules/exporting';
import 'highcharts/modules/offline-exporting';
import 'highcharts/modules/export-data';
import { HighchartsReact } from 'highcharts-react-official';
import { useCallback, useContext, useMemo } from 'react';
import { ChartChromeContext } from '../chart-chrome';
import { GLOBAL_OPTIONS } from './base-options';

Highcharts.setOptions(GLOBAL_OPTIONS);
// The accessibility module writes the chart's description into an exported SVG as a Dublin Core <metadata>
// block, which the exporting module then passes through Highcharts' own sanitizer; without these the
// sanitizer drops the block with a console warning on every image or PDF download.
// (The sanitizer parses it as HTML, which lower-cases the names.)
Highcharts.AST.allowedTags.push('metadata', 'rdf:rdf', 'rdf:description', 'dc:description');
Highcharts.AST.allowedAttributes.push('xmlns:rdf', 'xmlns:dc');

/**
 * One object for every render: the wrapper is memoised and re-applies its options with chart.update (a whole
 * second drawing) whenever its container props change identity, which a literal here did on each render.
 */
const CONTAINER_PROPS = { style: { height: '100%', width: '100%' } } as const;

export interface HighchartsChartProps {
  options: Highcharts.Options;
  onRendered: () => void;
  /** Highcharts Maps and other constructors use another entry point ('mapChart'). */
  constructorType?: 'chart' | 'mapChart' | 'stockChart' | 'ganttChart';
}

export default function HighchartsChart({ options, onRendered, constructorType = 'chart' }: HighchartsChartProps) {
  // Highcharts calls this once the chart (series, axes, legend) is drawn.
  const handleCreated = useCallback(() => onRendered(), [onRendered]);
  const { exportMenu } = useContext(ChartChromeContext);
  // The export API stays (a host may still call it); only the button goes.
  const shown = useMemo(() => (exportMenu ? options : { ...options, exporting: { ...options.exporting, enabled: false } }), [options, exportMenu]);
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={shown}
      constructorType={constructorType}
      callback={handleCreated}
      containerProps={CONTAINER_PROPS}
    />
  );
}
