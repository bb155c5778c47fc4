// List controls edited in a popover: conditional formatting rules and annotation layers (formulas, and the
// events or intervals of a native annotation layer).
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, ColorInput, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ExploreAnnotationLayerOptionsDocument } from '../../../gql/graphql';
import { ensureIsArray } from '../../../viz/shared/form-data';
import { formMetrics, getMetricLabel } from '../../../viz/shared/query-object';
import {
  ANNOTATION_TYPES,
  CONDITIONAL_COLORS,
  CONDITIONAL_OPERATORS,
  isBetween,
  isLayerComplete,
  isRuleComplete,
  isValidFormula,
  newFormulaLayer,
  ruleLabel,
  withAnnotationType,
  type AnnotationLayer,
  type AnnotationType,
  type ConditionalFormattingRule,
  type ConditionalOperator,
} from './conditional-formatting';
import { AddPill, ControlPill } from './pills';
import type { ControlProps } from './types';
import { EditorPopover } from './editor-popover';

function ListControl<T>({
  name,
  items,
  label,
  addLabel,
  onChange,
  renderEditor,
}: {
  name: string;
  items: T[];
  label: (item: T) => string;
  addLabel: string;
  onChange: (items: T[]) => void;
  renderEditor: (item: T | null, save: (item: T) => void, close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const editor = (at: number | 'new') => (
    <EditorPopover opened={open === at} onChange={(opened) => setOpen(opened ? at : null)}>
      <EditorPopover.Target>
        <div>
          {at === 'new' ? (
            <AddPill label={addLabel} onClick={() => setOpen(open === 'new' ? null : 'new')} testId={`control-${name}-add`} />
          ) : (
            <ControlPill
              label={label(items[at])}
              onClick={() => setOpen(open === at ? null : at)}
              onRemove={() => onChange(items.filter((_, index) => index !== at))}
              testId={`control-${name}-pill-${at}`}
            />
          )}
        </div>
      </EditorPopover.Target>
      <EditorPopover.Dropdown>
        {open === at &&
          renderEditor(
            at === 'new' ? null : items[at],
            (item) => {
              onChange(at === 'new' ? [...items, item] : items.map((existing, index) => (index === at ? item : existing)));
              setOpen(null);
            },
            () => setOpen(null),
          )}
      </EditorPopover.Dropdown>
    </EditorPopover>
  );
  return (
    <Stack gap={4}>
      {items.map((_, index) => (
        <div key={index}>{editor(index)}</div>
      ))}
      {editor('new')}
    </Stack>
  );
}

function EditorButtons({ ready, onSave, onClose }: { ready: boolean; onSave: () => void; onClose: () => void }) {
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

function RuleEditor({ rule, columns, onSave, onClose }: { rule: ConditionalFormattingRule | null; columns: string[]; onSave: (rule: ConditionalFormattingRule) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<ConditionalFormattingRule>(rule ?? { operator: '>', colorScheme: CONDITIONAL_COLORS[0][0] });
  const number = (value: string | number) => (value === '' ? undefined : Number(value));
  return (
    <Stack gap="xs" w={320}>
      <Select size="xs" label="Column" data={columns} value={draft.column ?? null} onChange={(column) => setDraft({ ...draft, column: column ?? undefined })} comboboxProps={{ withinPortal: false }} />
      <Select size="xs" label="Color scheme" data={CONDITIONAL_COLORS.map(([value, text]) => ({ value, label: text }))} value={draft.colorScheme ?? null} onChange={(colorScheme) => setDraft({ ...draft, colorScheme: colorScheme ?? undefined })} comboboxProps={{ withinPortal: false }} />
      <Select size="xs" label="Operator" data={[...CONDITIONAL_OPERATORS]} value={draft.operator ?? null} allowDeselect={false} onChange={(operator) => setDraft({ ...draft, operator: (operator ?? 'None') as ConditionalOperator })} comboboxProps={{ withinPortal: false }} />
      {draft.operator !== 'None' && !isBetween(draft.operator) && (
        <NumberInput size="xs" label="Target value" value={draft.targetValue ?? ''} onChange={(value) => setDraft({ ...draft, targetValue: number(value) })} />
      )}
      {isBetween(draft.operator) && (
        <Group grow gap="xs">
          <NumberInput size="xs" label="Left value" value={draft.targetValueLeft ?? ''} onChange={(value) => setDraft({ ...draft, targetValueLeft: number(value) })} />
          <NumberInput size="xs" label="Right value" value={draft.targetValueRight ?? ''} onChange={(value) => setDraft({ ...draft, targetValueRight: number(value) })} />
        </Group>
      )}
      <EditorButtons ready={isRuleComplete(draft)} onSave={() => onSave(draft)} onClose={onClose} />
    </Stack>
  );
}

export function ConditionalFormattingControl({ config, value, onChange, formData, datasource }: ControlProps) {
  const columns = [
    ...formMetrics(formData).map(getMetricLabel),
    ...(datasource?.columns ?? []).filter((column) => column.typeGeneric === 0).map((column) => column.columnName),
  ].filter((column, index, all) => all.indexOf(column) === index);
  return (
    <ListControl<ConditionalFormattingRule>
      name={config.name}
      items={ensureIsArray(value as ConditionalFormattingRule[] | null | undefined)}
      label={ruleLabel}
      addLabel="Add new formatter"
      onChange={onChange}
      renderEditor={(rule, save, close) => <RuleEditor rule={rule} columns={columns} onSave={save} onClose={close} />}
    />
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
      comboboxProps={{ withinPortal: false }}
      data-testid="annotation-layer-source"
    />
  );
}

function LayerEditor({ layer, onSave, onClose }: { layer: AnnotationLayer | null; onSave: (layer: AnnotationLayer) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<AnnotationLayer>(layer ?? newFormulaLayer('', ''));
  const formula = draft.annotationType === 'FORMULA' ? String(draft.value) : '';
  return (
    <Stack gap="xs" w={320}>
      <TextInput size="xs" label="Name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} data-testid="annotation-layer-name" />
      <Select
        size="xs"
        label="Annotation layer type"
        data={[...ANNOTATION_TYPES]}
        value={draft.annotationType}
        allowDeselect={false}
        onChange={(type) => type && setDraft(withAnnotationType(draft, type as AnnotationType))}
        comboboxProps={{ withinPortal: false }}
        data-testid="annotation-layer-type"
      />
      {draft.annotationType === 'FORMULA' ? (
        <TextInput size="xs" label="Formula" description="Expression in x, e.g. 2*x + 100" value={formula} onChange={(event) => setDraft({ ...draft, value: event.currentTarget.value })} error={formula.trim() !== '' && !isValidFormula(formula) ? 'Invalid formula' : undefined} />
      ) : (
        <NativeLayerSelect value={draft.value} onChange={(id) => setDraft({ ...draft, value: id ?? '' })} />
      )}
      <Group grow gap="xs">
        <Select size="xs" label="Style" data={[{ value: 'solid', label: 'Solid' }, { value: 'dashed', label: 'Dashed' }, { value: 'longDashed', label: 'Long dashed' }, { value: 'dotted', label: 'Dotted' }]} value={draft.style} allowDeselect={false} onChange={(style) => style && setDraft({ ...draft, style: style as AnnotationLayer['style'] })} comboboxProps={{ withinPortal: false }} />
        <NumberInput size="xs" label="Line width" min={1} max={10} value={draft.width} onChange={(width) => setDraft({ ...draft, width: Number(width) || 1 })} />
      </Group>
      <ColorInput size="xs" label="Color" value={draft.color ?? ''} onChange={(color) => setDraft({ ...draft, color: color || null })} popoverProps={{ withinPortal: false }} />
      <Group gap="md">
        <Checkbox size="xs" label="Show" checked={draft.show} onChange={(event) => setDraft({ ...draft, show: event.currentTarget.checked })} />
        {draft.annotationType !== 'FORMULA' && <Checkbox size="xs" label="Show label" checked={draft.showLabel} onChange={(event) => setDraft({ ...draft, showLabel: event.currentTarget.checked })} />}
      </Group>
      <EditorButtons ready={isLayerComplete(draft)} onSave={() => onSave({ ...draft, name: draft.name.trim(), value: typeof draft.value === 'string' ? draft.value.trim() : draft.value })} onClose={onClose} />
    </Stack>
  );
}

export function AnnotationLayerControl({ config, value, onChange }: ControlProps) {
  return (
    <ListControl<AnnotationLayer>
      name={config.name}
      items={ensureIsArray(value as AnnotationLayer[] | null | undefined)}
      label={(layer) => `${layer.name}${layer.show ? '' : ' (hidden)'}`}
      addLabel="Add annotation layer"
      onChange={onChange}
      renderEditor={(layer, save, close) => <LayerEditor layer={layer} onSave={save} onClose={close} />}
    />
  );
}
