// List controls edited in a popover: conditional formatting rules and annotation layers (annotation-layer-editor.tsx).
import { Group, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { ensureIsArray } from '../../../viz/shared/form-data';
import { formMetrics, getMetricLabel } from '../../../viz/shared/query-object';
import { EditorButtons, LayerEditor } from './annotation-layer-editor';
import {
  CONDITIONAL_COLORS,
  CONDITIONAL_OPERATORS,
  isBetween,
  isRuleComplete,
  ruleLabel,
  type AnnotationLayer,
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
