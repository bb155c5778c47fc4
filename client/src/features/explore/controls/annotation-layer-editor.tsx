// The editor of one annotation layer (Superset's AnnotationLayer popover): its name and type, where its data
// comes from (a formula, a native annotation layer, a saved line or table chart, with the table's columns and
// the overrides of the chart's time range, grain and shift), and how it is drawn.
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, ColorInput, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ExploreAnnotationChartOptionsDocument, ExploreAnnotationLayerOptionsDocument } from '../../../gql/graphql';
import {
  ANNOTATION_TYPES,
  annotationSources,
  isLayerComplete,
  isValidFormula,
  newFormulaLayer,
  SOURCE_VIZ_TYPES,
  tableChartColumns,
  withAnnotationType,
  withSourceChart,
  withSourceType,
  type AnnotationLayer,
  type AnnotationSourceType,
  type AnnotationType,
} from './conditional-formatting';

const COMBOBOX = { withinPortal: false } as const;

export function EditorButtons({ ready, onSave, onClose }: { ready: boolean; onSave: () => void; onClose: () => void }) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" size="xs" onClick={onClose}>
        Close
      </Button>
      <Button size="xs" disabled={!ready} onClick={onSave}>
        Apply
      </Button>
    </Group>
  );
}

/** The native annotation layers to pick from; none when the caller may not read them. */
function NativeLayerSelect({ value, onChange }: { value: AnnotationLayer['value']; onChange: (id: number | null) => void }) {
  const { data, error } = useQuery(ExploreAnnotationLayerOptionsDocument);
  const options = (data?.annotationLayers.items ?? []).map((layer) => ({ value: String(layer.id), label: layer.name }));
  return (
    <Select
      size="xs"
      label="Annotation layer"
      placeholder={error ? 'Annotation layers could not be loaded' : 'Choose an annotation layer'}
      data={options}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      searchable
      nothingFoundMessage="No annotation layers"
      comboboxProps={COMBOBOX}
      data-testid="annotation-layer-source"
    />
  );
}

/** A saved chart of the source's viz types (those the viewer may read), and the table's columns once picked. */
function ChartSource({ draft, onChange }: { draft: AnnotationLayer; onChange: (layer: AnnotationLayer) => void }) {
  const source = draft.sourceType as 'line' | 'table';
  const { data, error } = useQuery(ExploreAnnotationChartOptionsDocument, { variables: { vizTypes: [...SOURCE_VIZ_TYPES[source]] } });
  const charts = data?.charts.items ?? [];
  const picked = charts.find((chart) => chart.id === draft.value);
  const columns = source === 'table' ? tableChartColumns(picked?.params) : [];
  const column = (label: string, key: 'timeColumn' | 'intervalEndColumn' | 'titleColumn', testId: string) => (
    <Select size="xs" label={label} data={columns} value={draft[key] || null} onChange={(value) => onChange({ ...draft, [key]: value ?? '' })} comboboxProps={COMBOBOX} data-testid={testId} />
  );
  const override = (key: string, checked: boolean) => {
    const overrides = { ...draft.overrides };
    const keys = key === 'time_grain_sqla' ? ['time_grain_sqla', 'granularity'] : [key];
    for (const k of keys) {
      if (checked) overrides[k] = null;
      else delete overrides[k];
    }
    onChange({ ...draft, overrides });
  };
  return (
    <>
      <Select
        size="xs"
        label="Chart"
        placeholder={error ? 'Charts could not be loaded' : 'Choose a chart'}
        data={charts.map((chart) => ({ value: String(chart.id), label: chart.sliceName ?? String(chart.id) }))}
        value={typeof draft.value === 'number' ? String(draft.value) : null}
        onChange={(id) => onChange(withSourceChart(draft, id ? Number(id) : null))}
        searchable
        nothingFoundMessage="No charts of this kind"
        comboboxProps={COMBOBOX}
        data-testid="annotation-layer-chart"
      />
      {source === 'table' && picked && (
        <>
          {column(draft.annotationType === 'INTERVAL' ? 'Interval start column' : 'Event time column', 'timeColumn', 'annotation-layer-time-column')}
          {draft.annotationType === 'INTERVAL' && column('Interval end column', 'intervalEndColumn', 'annotation-layer-end-column')}
          {column('Title column', 'titleColumn', 'annotation-layer-title-column')}
          <MultiSelect size="xs" label="Description columns" data={columns} value={draft.descriptionColumns ?? []} onChange={(descriptionColumns) => onChange({ ...draft, descriptionColumns })} comboboxProps={COMBOBOX} />
        </>
      )}
      {typeof draft.value === 'number' && (
        <Group gap="md">
          <Checkbox size="xs" label="Override time range" checked={'time_range' in draft.overrides} onChange={(event) => override('time_range', event.currentTarget.checked)} />
          <Checkbox size="xs" label="Override time grain" checked={'time_grain_sqla' in draft.overrides} onChange={(event) => override('time_grain_sqla', event.currentTarget.checked)} />
        </Group>
      )}
      {source === 'line' && typeof draft.value === 'number' && (
        <TextInput
          size="xs"
          label="Time shift"
          description="e.g. 24 hours, 7 days, 52 weeks"
          value={typeof draft.overrides.time_shift === 'string' ? draft.overrides.time_shift : ''}
          onChange={(event) => onChange({ ...draft, overrides: { ...draft.overrides, time_shift: event.currentTarget.value } })}
        />
      )}
    </>
  );
}

const STYLES = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
];
const OPACITIES = [
  { value: '', label: 'Solid' },
  { value: 'opacityLow', label: '0.2' },
  { value: 'opacityMedium', label: '0.5' },
  { value: 'opacityHigh', label: '0.8' },
];

export function LayerEditor({ layer, onSave, onClose }: { layer: AnnotationLayer | null; onSave: (layer: AnnotationLayer) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<AnnotationLayer>(layer ?? newFormulaLayer('', ''));
  const formula = draft.annotationType === 'FORMULA' ? String(draft.value) : '';
  const sources = annotationSources(draft.annotationType);
  const fromChart = draft.sourceType === 'line' || draft.sourceType === 'table';
  return (
    <Stack gap="xs" w={340}>
      <TextInput size="xs" label="Name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} data-testid="annotation-layer-name" />
      <Select
        size="xs"
        label="Annotation layer type"
        data={[...ANNOTATION_TYPES]}
        value={draft.annotationType}
        allowDeselect={false}
        onChange={(type) => type && setDraft(withAnnotationType(draft, type as AnnotationType))}
        comboboxProps={COMBOBOX}
        data-testid="annotation-layer-type"
      />
      {sources.length > 1 && (
        <Select
          size="xs"
          label="Annotation source type"
          data={[...sources]}
          value={draft.sourceType}
          allowDeselect={false}
          onChange={(source) => source !== null && setDraft(withSourceType(draft, source as AnnotationSourceType))}
          comboboxProps={COMBOBOX}
          data-testid="annotation-layer-source-type"
        />
      )}
      {draft.annotationType === 'FORMULA' && (
        <TextInput size="xs" label="Formula" description="Expression in x, e.g. 2*x + 100" value={formula} onChange={(event) => setDraft({ ...draft, value: event.currentTarget.value })} error={formula.trim() !== '' && !isValidFormula(formula) ? 'Invalid formula' : undefined} />
      )}
      {draft.sourceType === 'NATIVE' && <NativeLayerSelect value={draft.value} onChange={(id) => setDraft({ ...draft, value: id ?? '' })} />}
      {fromChart && <ChartSource draft={draft} onChange={setDraft} />}
      <Group grow gap="xs">
        <Select size="xs" label="Style" data={STYLES} value={draft.style} allowDeselect={false} onChange={(style) => style && setDraft({ ...draft, style: style as AnnotationLayer['style'] })} comboboxProps={COMBOBOX} data-testid="annotation-layer-style" />
        <Select size="xs" label="Opacity" data={OPACITIES} value={draft.opacity} allowDeselect={false} onChange={(opacity) => opacity !== null && setDraft({ ...draft, opacity: opacity as AnnotationLayer['opacity'] })} comboboxProps={COMBOBOX} />
        <NumberInput size="xs" label="Line width" min={1} max={10} value={draft.width} onChange={(width) => setDraft({ ...draft, width: Number(width) || 1 })} />
      </Group>
      <ColorInput size="xs" label="Color" value={draft.color ?? ''} onChange={(color) => setDraft({ ...draft, color: color || null })} popoverProps={{ withinPortal: false }} />
      <Group gap="md">
        <Checkbox size="xs" label="Show" checked={draft.show} onChange={(event) => setDraft({ ...draft, show: event.currentTarget.checked })} />
        {(draft.annotationType === 'EVENT' || draft.annotationType === 'INTERVAL') && <Checkbox size="xs" label="Show label" checked={draft.showLabel} onChange={(event) => setDraft({ ...draft, showLabel: event.currentTarget.checked })} />}
        {draft.annotationType === 'TIME_SERIES' && (
          <>
            <Checkbox size="xs" label="Show markers" checked={draft.showMarkers} onChange={(event) => setDraft({ ...draft, showMarkers: event.currentTarget.checked })} />
            <Checkbox size="xs" label="Hide line" checked={draft.hideLine} onChange={(event) => setDraft({ ...draft, hideLine: event.currentTarget.checked })} />
          </>
        )}
      </Group>
      <EditorButtons ready={isLayerComplete(draft)} onSave={() => onSave({ ...draft, name: draft.name.trim(), value: typeof draft.value === 'string' ? draft.value.trim() : draft.value })} onClose={onClose} />
    </Stack>
  );
}
