// Superset's event and interval annotation layers from native annotation layers: the chart data's
// annotation_data holds, by layer name, the layer's annotations in the query's time range ({columns, records});
// each event becomes a vertical line at its start, each interval a band from its start to its end, drawn on
// time axes only.
import type { XAxisPlotBandsOptions, XAxisPlotLinesOptions } from 'highcharts';
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const time = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The form's shown native event and interval layers, for the query's annotation_layers. */
export function nativeAnnotationLayers(layers: unknown): Record<string, unknown>[] {
  if (!Array.isArray(layers)) return [];
  return layers.filter((layer): layer is Record<string, unknown> => isObject(layer) && layer.sourceType === 'NATIVE' && layer.show !== false && (layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL'));
}

/** Every annotation the shown native layers have in the answer; a record without a start is left out. */
export function nativeAnnotations(layers: unknown, annotationData: unknown): NativeAnnotation[] {
  if (!isObject(annotationData)) return [];
  return nativeAnnotationLayers(layers).flatMap((layer) => {
    const name = typeof layer.name === 'string' ? layer.name : '';
    const data = annotationData[name];
    const records = isObject(data) && Array.isArray(data.records) ? data.records : [];
    const style = layerStyle(layer);
    return records.flatMap((record: unknown): NativeAnnotation[] => {
      if (!isObject(record)) return [];
      const start = time(record.start_dttm);
      if (start === null) return [];
      return [
        {
          kind: layer.annotationType as NativeAnnotation['kind'],
          layer: name,
          title: typeof record.short_descr === 'string' ? record.short_descr : '',
          description: typeof record.long_descr === 'string' && record.long_descr ? record.long_descr : null,
          start,
          end: time(record.end_dttm) ?? start,
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
