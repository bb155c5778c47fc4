import type { Options, SeriesOptionsType } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale, linearScheme } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { CountryFieldType, WorldMapChartProps } from './transform-props';
import type { CrossFilterMark } from '../types';

/** The part of a Highcharts Maps TopoJSON this chart reads: each country's properties. */
export interface WorldTopology {
  objects: Record<string, { geometries: Array<{ properties?: Record<string, unknown> | null }> }>;
}

// The map's property holding each field type's code. IOC codes mostly coincide with alpha-3 and the map
// carries no IOC property, so they are matched against alpha-3.
const MAP_PROPERTY: Record<CountryFieldType, string> = { cca2: 'iso-a2', cca3: 'iso-a3', cioc: 'iso-a3', name: 'name' };

const normalize = (text: string) => text.trim().toUpperCase();

/** data value (code or name, upper-cased) -> the map's hc-key, for the chosen field type. */
export function countryKeys(topology: WorldTopology, fieldType: CountryFieldType): Map<string, string> {
  const keys = new Map<string, string>();
  for (const object of Object.values(topology.objects)) {
    for (const geometry of object.geometries) {
      const properties = geometry.properties ?? {};
      const key = properties['hc-key'];
      const code = properties[MAP_PROPERTY[fieldType]];
      // '-99' marks territories without an ISO code.
      if (typeof key === 'string' && typeof code === 'string' && code !== '-99') keys.set(normalize(code), key);
    }
  }
  return keys;
}

/** The country a click on the map's area `hcKey` means, as a cross-filter on the country column. */
export function countryMark(props: WorldMapChartProps, keys: ReadonlyMap<string, string>, hcKey: unknown): CrossFilterMark | null {
  const entry = props.countries.find((candidate) => keys.get(normalize(candidate.country)) === hcKey);
  return entry && props.entity ? { columns: [props.entity], values: [entry.raw], label: entry.country } : null;
}

export function worldMapChartOptions(props: WorldMapChartProps, topology: WorldTopology): Options {
  const format = getNumberFormatter(props.numberFormat, props.currency);
  const keys = countryKeys(topology, props.countryFieldType);
  const located = props.countries.flatMap((entry) => {
    const key = keys.get(normalize(entry.country));
    return key ? [{ ...entry, key }] : [];
  });
  const byKey = new Map(located.map((entry) => [entry.key, entry]));
  const color = createColorScale(props.colorScheme, props.labelColors);
  const stops = linearScheme(props.linearColorScheme).colors;
  const byMetric = props.colorBy === 'metric';
  const series: SeriesOptionsType[] = [
    {
      type: 'map',
      name: props.metricLabel,
      joinBy: 'hc-key',
      allAreas: true,
      nullColor: '#e8e8e8',
      borderColor: '#ffffff',
      borderWidth: 0.5,
      states: { hover: { brightness: 0.1 } },
      data: located.map((entry) => ({
        'hc-key': entry.key,
        value: entry.value,
        ...(byMetric ? {} : { color: color(entry.country) }),
      })),
    },
  ];
  if (props.showBubbles) {
    series.push({
      type: 'mapbubble',
      name: props.sizeLabel ?? props.metricLabel,
      joinBy: 'hc-key',
      // Bubbles keep their own colour; the colour axis shades the countries only.
      colorAxis: false,
      color: props.bubbleColor,
      maxSize: Math.max(4, props.maxBubbleSize * 2),
      minSize: 4,
      data: located.filter((entry) => entry.size !== null && entry.size > 0).map((entry) => ({ 'hc-key': entry.key, z: entry.size })),
    });
  }
  return {
    ...baseOptions('map'),
    chart: { ...baseOptions('map').chart, map: topology as never },
    mapNavigation: { enabled: true, buttonOptions: { verticalAlign: 'bottom' } },
    // Below the map, so the map keeps the full width.
    legend: { enabled: byMetric || props.showBubbles, layout: 'horizontal', align: 'center', verticalAlign: 'bottom' },
    colorAxis: byMetric
      ? { stops: stops.map((stop, i) => [stops.length === 1 ? 0 : i / (stops.length - 1), stop] as [number, string]), labels: { formatter() { return format(Number(this.value)); } } }
      : undefined,
    tooltip: {
      useHTML: true,
      formatter() {
        const point = this as unknown as { name?: string; 'hc-key'?: string; options?: { 'hc-key'?: string } };
        const entry = byKey.get(String(point.options?.['hc-key'] ?? point['hc-key'] ?? ''));
        if (!entry) return tooltipHeader(String(point.name ?? ''));
        const rows = [tooltipRow(this.color, props.metricLabel, format(entry.value))];
        if (props.showBubbles && props.sizeLabel && props.sizeLabel !== props.metricLabel) rows.push(tooltipRow(props.bubbleColor, props.sizeLabel, format(entry.size)));
        return [tooltipHeader(String(point.name ?? entry.country)), ...rows].join('<br/>');
      },
    },
    series,
  };
}
