// Superset's event and interval annotation layers, from a native annotation layer or a saved table chart: the
// chart data's annotation_data holds, by layer name, the layer's rows ({columns, records}): a native layer's
// annotations in the query's time range, or the table chart's rows, read through the columns the layer picked.
// Each event becomes a vertical line at its time, each interval a band from its start to its end, drawn on
// time axes only.
import type { XAxisPlotBandsOptions, XAxisPlotLinesOptions } from 'highcharts';
import { toEpochMs } from '../shared/time-format';
import { layerStyle, type FormulaAnnotation } from './annotations';

export interface NativeAnnotation {
  kind: 'EVENT' | 'INTERVAL';
  layer: string;
  title: string;
  description: string | null;
  start: number;
  end: number;
  showLabel: boolean;
  style: Pick<FormulaAnnotation, 'color' | 'opacity' | 'width' | 'dashStyle'>;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isEventOrInterval = (layer: Record<string, unknown>) => (layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL') && (layer.sourceType === 'NATIVE' || layer.sourceType === 'table');

/** The form's shown layers whose data the server answers (events and intervals of a native layer or a table
 * chart, a line chart's time series), for the query's annotation_layers. */
export function queriedAnnotationLayers(layers: unknown): Record<string, unknown>[] {
  if (!Array.isArray(layers)) return [];
  return layers.filter(
    (layer): layer is Record<string, unknown> =>
      isObject(layer) && layer.show !== false && (isEventOrInterval(layer) || (layer.annotationType === 'TIME_SERIES' && layer.sourceType === 'line')),
  );
}

/** A layer's rows as the server answered them (none when it answered an error or nothing). */
export function layerRecords(annotationData: unknown, name: string): { columns: string[]; records: Record<string, unknown>[] } {
  const data = isObject(annotationData) ? annotationData[name] : undefined;
  if (!isObject(data) || typeof data.error === 'string') return { columns: [], records: [] };
  return {
    columns: Array.isArray(data.columns) ? data.columns.filter((c): c is string => typeof c === 'string') : [],
    records: Array.isArray(data.records) ? data.records.filter(isObject) : [],
  };
}

/** The errors of the shown layers the server could not answer, by layer name (Superset shows them apart from the chart). */
export function annotationErrors(layers: unknown, annotationData: unknown): string[] {
  if (!isObject(annotationData)) return [];
  return queriedAnnotationLayers(layers).flatMap((layer) => {
    const data = annotationData[String(layer.name)];
    return isObject(data) && typeof data.error === 'string' ? [data.error] : [];
  });
}

const NATIVE_COLUMNS = { timeColumn: 'start_dttm', intervalEndColumn: 'end_dttm', titleColumn: 'short_descr', descriptionColumns: ['long_descr'] };

/** Where a layer's records keep their time, end, title and descriptions: a native layer's fixed columns, a table chart's picked ones. */
function recordColumns(layer: Record<string, unknown>): typeof NATIVE_COLUMNS {
  if (layer.sourceType !== 'table') return NATIVE_COLUMNS;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    timeColumn: str(layer.timeColumn),
    intervalEndColumn: str(layer.intervalEndColumn),
    titleColumn: str(layer.titleColumn),
    descriptionColumns: Array.isArray(layer.descriptionColumns) ? layer.descriptionColumns.filter((c): c is string => typeof c === 'string') : [],
  };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Every event and interval the shown layers have in the answer; a record without a time is left out. */
export function nativeAnnotations(layers: unknown, annotationData: unknown): NativeAnnotation[] {
  return queriedAnnotationLayers(layers)
    .filter(isEventOrInterval)
    .flatMap((layer) => {
      const name = typeof layer.name === 'string' ? layer.name : '';
      const columns = recordColumns(layer);
      const style = layerStyle(layer);
      return layerRecords(annotationData, name).records.flatMap((record): NativeAnnotation[] => {
        const start = toEpochMs(record[columns.timeColumn]);
        if (start === null) return [];
        const description = columns.descriptionColumns.map((column) => text(record[column])).filter(Boolean).join('\n');
        return [
          {
            kind: layer.annotationType as NativeAnnotation['kind'],
            layer: name,
            title: text(record[columns.titleColumn]),
            description: description || null,
            start,
            end: toEpochMs(record[columns.intervalEndColumn]) ?? start,
            showLabel: layer.showLabel === true,
            style,
          },
        ];
      });
    });
}

const EVENT_COLOR = '#666666';

/** A band's fill: the layer's colour (#rgb or #rrggbb) at its opacity, faint (0.2) unless the layer says otherwise. */
function bandFill(color: string | null, opacity: number): string {
  const alpha = opacity < 1 ? opacity : 0.2;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color ?? EVENT_COLOR)?.[1];
  if (!hex) return color ?? EVENT_COLOR;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const label = (a: NativeAnnotation) => (a.showLabel ? { text: a.title, style: { fontSize: '11px' } } : undefined);

/** Events as x-axis plot lines. */
export function eventPlotLines(annotations: readonly NativeAnnotation[]): XAxisPlotLinesOptions[] {
  return annotations
    .filter((a) => a.kind === 'EVENT')
    .map((a) => ({ value: a.start, color: a.style.color ?? EVENT_COLOR, width: a.style.width, dashStyle: a.style.dashStyle, zIndex: 3, label: label(a), className: 'annotation-event' }));
}

/** Intervals as x-axis plot bands (the layer's opacity applies to its colour). */
export function intervalPlotBands(annotations: readonly NativeAnnotation[]): XAxisPlotBandsOptions[] {
  return annotations
    .filter((a) => a.kind === 'INTERVAL')
    .map((a) => ({ from: a.start, to: a.end, color: bandFill(a.style.color, a.style.opacity), className: 'annotation-interval', zIndex: 1, label: label(a) }));
}
