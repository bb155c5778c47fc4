// Superset's time-series annotation layers: another saved line chart's series overlaid on a time-series chart.
// The chart data's annotation_data holds, by layer name, that chart's first query's rows ({columns, records}):
// the first column is the time, each other column one series. The layer's style, width, colour and opacity
// draw them; "hide line" leaves only the markers "show markers" adds; overrides.time_shift moves them in time.
import { toEpochMs } from '../shared/time-format';
import { toNumberOrNull } from '../shared/result-rows';
import { formulaAnnotations, layerStyle, type FormulaAnnotation } from './annotations';
import { annotationErrors, layerRecords, nativeAnnotations, queriedAnnotationLayers, type NativeAnnotation } from './native-annotations';

export interface AnnotationSeries {
  /** The layer's name, with the column's when the chart has several series. */
  name: string;
  /** [epoch ms, value], sorted by time. */
  data: Array<[number, number | null]>;
  style: Pick<FormulaAnnotation, 'color' | 'opacity' | 'width' | 'dashStyle'>;
  markers: boolean;
  hideLine: boolean;
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  quarter: 91 * 86_400_000,
  year: 365 * 86_400_000,
};

/** A time shift in natural language ("24 hours", "7 days", "1 year ago") in milliseconds; "ago" moves back.
 * 0 for an empty or unreadable shift. */
export function timeShiftMs(shift: unknown): number {
  if (typeof shift !== 'string') return 0;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(second|minute|hour|day|week|month|quarter|year)s?(\s+ago)?\s*$/i.exec(shift);
  if (!match) return 0;
  const ms = Number(match[1]) * UNIT_MS[match[2].toLowerCase()];
  return match[3] ? -ms : ms;
}

/** The series of the shown time-series layers in the answer; a layer that answered an error draws nothing. */
export function timeseriesAnnotations(layers: unknown, annotationData: unknown): AnnotationSeries[] {
  return queriedAnnotationLayers(layers)
    .filter((layer) => layer.annotationType === 'TIME_SERIES')
    .flatMap((layer) => {
      const name = typeof layer.name === 'string' ? layer.name : '';
      const { columns, records } = layerRecords(annotationData, name);
      const [xColumn, ...yColumns] = columns.length ? columns : Object.keys(records[0] ?? {});
      const overrides = layer.overrides && typeof layer.overrides === 'object' ? (layer.overrides as Record<string, unknown>) : {};
      const shift = timeShiftMs(overrides.time_shift);
      const points = records.flatMap((record) => {
        const x = toEpochMs(record[xColumn]);
        return x === null ? [] : [{ x: x + shift, record }];
      });
      points.sort((a, b) => a.x - b.x);
      return yColumns.map((column) => ({
        name: yColumns.length > 1 ? `${name}: ${column}` : name,
        data: points.map(({ x, record }): [number, number | null] => [x, toNumberOrNull(record[column])]),
        style: layerStyle(layer),
        markers: layer.showMarkers === true,
        hideLine: layer.hideLine === true,
      }));
    });
}

/** What the annotation layers draw over a time-series chart, read once for the timeseries and mixed charts. */
export interface AnnotationLayerProps {
  /** Formula lines. */
  annotations: FormulaAnnotation[];
  /** Events and intervals (from native layers or table charts). */
  nativeAnnotations: NativeAnnotation[];
  /** Other charts' series (time-series layers). */
  annotationSeries: AnnotationSeries[];
  /** Why some shown layers draw nothing. */
  annotationErrors: string[];
}

export const NO_ANNOTATION_LAYERS: AnnotationLayerProps = { annotations: [], nativeAnnotations: [], annotationSeries: [], annotationErrors: [] };

/** The form's annotation layers with the first query's annotation_data. */
export function readAnnotationLayers(layers: unknown, annotationData: unknown): AnnotationLayerProps {
  return {
    annotations: formulaAnnotations(layers),
    nativeAnnotations: nativeAnnotations(layers, annotationData),
    annotationSeries: timeseriesAnnotations(layers, annotationData),
    annotationErrors: annotationErrors(layers, annotationData),
  };
}
