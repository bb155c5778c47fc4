// The time range picker (Superset's DateFilterControl): No filter, Last, Previous, Current, Custom start/end
// (specific, relative to an anchor, now or midnight) and Advanced expressions. The range is shown as
// the actual dates the server resolves the range to ("start ≤ col < end"), or why it cannot read it.
import { Button, Group, NumberInput, Radio, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useResolvedRange } from './resolved-range';
import {
  CURRENT_OPTIONS,
  customRangeToString,
  defaultCustomRange,
  guessFrame,
  joinRange,
  LAST_OPTIONS,
  NO_FILTER,
  OPTION_LABELS,
  parseCustomRange,
  PREVIOUS_OPTIONS,
  RELATIVE_GRAINS,
  splitRange,
  TIME_RANGE_FRAMES,
  timeRangeLabel,
  type CustomBound,
  type CustomRange,
  type RelativeGrain,
  type TimeRangeFrame,
} from './time-range-options';
import type { ControlProps } from './types';
import { EditorPopover } from './editor-popover';

const FRAME_DEFAULTS: Record<TimeRangeFrame, string> = {
  'No filter': NO_FILTER,
  Last: 'Last week',
  Previous: 'previous calendar week',
  Current: 'Current day',
  Custom: customRangeToString(defaultCustomRange()),
  Advanced: joinRange('', ''),
};

function OptionList({ options, value, onChange }: { options: readonly string[]; value: string; onChange: (value: string) => void }) {
  return (
    <Radio.Group value={value} onChange={onChange}>
      <Stack gap={6}>
        {options.map((option) => (
          <Radio key={option} value={option} label={OPTION_LABELS[option] ?? option} size="xs" />
        ))}
      </Stack>
    </Radio.Group>
  );
}

const BOUND_MODES = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];

function BoundEditor({ title, bound, direction, onChange }: { title: string; bound: CustomBound; direction: string; onChange: (bound: CustomBound) => void }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {title}
      </Text>
      <Select size="xs" data={BOUND_MODES} value={bound.mode} allowDeselect={false} onChange={(mode) => mode && onChange({ ...bound, mode: mode as CustomBound['mode'] })} comboboxProps={{ withinPortal: false }} />
      {bound.mode === 'specific' && (
        <TextInput size="xs" type="datetime-local" step={1} aria-label={`${title} date`} value={bound.date} onChange={(event) => onChange({ ...bound, date: event.currentTarget.value })} />
      )}
      {bound.mode === 'relative' && (
        <Group gap={4} wrap="nowrap">
          <NumberInput size="xs" w={70} min={0} allowDecimal={false} aria-label={`${title} amount`} value={bound.amount} onChange={(amount) => onChange({ ...bound, amount: Number(amount) || 0 })} />
          <Select size="xs" w={110} data={RELATIVE_GRAINS.map((grain) => ({ value: grain, label: `${grain}s ${direction}` }))} value={bound.grain} allowDeselect={false} onChange={(grain) => grain && onChange({ ...bound, grain: grain as RelativeGrain })} comboboxProps={{ withinPortal: false }} />
        </Group>
      )}
    </Stack>
  );
}

function CustomEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const custom: CustomRange = parseCustomRange(value) ?? defaultCustomRange();
  const set = (next: CustomRange) => onChange(customRangeToString(next));
  const relative = custom.since.mode === 'relative' || custom.until.mode === 'relative';
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <BoundEditor title="START (INCLUSIVE)" bound={custom.since} direction="before" onChange={(since) => set({ ...custom, since })} />
        <BoundEditor title="END (EXCLUSIVE)" bound={custom.until} direction="after" onChange={(until) => set({ ...custom, until })} />
      </Group>
      {relative && (
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            ANCHOR TO
          </Text>
          <Radio.Group value={custom.anchor === 'now' ? 'now' : 'specific'} onChange={(mode) => set({ ...custom, anchor: mode === 'now' ? 'now' : new Date().toISOString().slice(0, 19) })}>
            <Group gap="md">
              <Radio value="now" label="Now" size="xs" />
              <Radio value="specific" label="Date/Time" size="xs" />
            </Group>
          </Radio.Group>
          {custom.anchor !== 'now' && (
            <TextInput size="xs" type="datetime-local" step={1} aria-label="Anchor date" value={custom.anchor} onChange={(event) => set({ ...custom, anchor: event.currentTarget.value || 'now' })} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

function AdvancedEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [since, until] = splitRange(value);
  return (
    <Stack gap="xs">
      <TextInput size="xs" label="START (INCLUSIVE)" description="e.g. DATEADD(DATETIME(&quot;today&quot;), -7, day), 2024-01-01, today" value={since} onChange={(event) => onChange(joinRange(event.currentTarget.value, until))} data-testid="time-range-advanced-start" />
      <TextInput size="xs" label="END (EXCLUSIVE)" value={until} onChange={(event) => onChange(joinRange(since, event.currentTarget.value))} data-testid="time-range-advanced-end" />
    </Stack>
  );
}

/** "start ≤ col < end" for a range, with ∞ for open ends; a shortcut shows its name. */
export function rangeSummary(timeRange: string, column = 'col'): string {
  if (guessFrame(timeRange) === 'No filter') return 'No filter';
  if (!timeRange.includes(' : ')) return timeRangeLabel(timeRange);
  const [since, until] = splitRange(timeRange);
  return `${since || '-∞'} ≤ ${column} < ${until || '∞'}`;
}

function ResolvedRange({ value }: { value: string }) {
  const { summary, error, loading } = useResolvedRange(value);
  return (
    <Text size="xs" c={error ? 'red' : 'dimmed'} data-testid="time-range-summary" style={{ wordBreak: 'break-word' }}>
      {error ?? (loading || !summary ? rangeSummary(value) : summary)}
    </Text>
  );
}

/** The picker body, also used by the TEMPORAL_RANGE filter editor. */
export function TimeRangePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [frame, setFrame] = useState<TimeRangeFrame>(guessFrame(value));
  return (
    <Stack gap="sm" w={400} data-testid="time-range-picker">
      <Select
        size="xs"
        label="RANGE TYPE"
        data={TIME_RANGE_FRAMES.map((candidate) => ({ value: candidate, label: candidate }))}
        value={frame}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data-testid="time-range-frame"
        onChange={(next) => {
          if (!next) return;
          setFrame(next as TimeRangeFrame);
          onChange(guessFrame(value) === next ? value : FRAME_DEFAULTS[next as TimeRangeFrame]);
        }}
      />
      {frame === 'Last' && <OptionList options={LAST_OPTIONS} value={value} onChange={onChange} />}
      {frame === 'Previous' && <OptionList options={PREVIOUS_OPTIONS} value={value} onChange={onChange} />}
      {frame === 'Current' && <OptionList options={CURRENT_OPTIONS} value={value} onChange={onChange} />}
      {frame === 'Custom' && <CustomEditor value={value} onChange={onChange} />}
      {frame === 'Advanced' && <AdvancedEditor value={value} onChange={onChange} />}
      <Stack gap={2}>
        <Text size="xs" fw={600}>
          ACTUAL TIME RANGE
        </Text>
        <ResolvedRange value={value} />
      </Stack>
    </Stack>
  );
}

export function DateFilterControl({ config, value, onChange }: ControlProps) {
  const current = typeof value === 'string' && value.trim() ? value : NO_FILTER;
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(current);
  const resolved = useResolvedRange(opened ? draft : NO_FILTER);
  return (
    <EditorPopover opened={opened} onChange={setOpened}>
      <EditorPopover.Target>
        <UnstyledButton
          data-testid={`control-${config.name}-input`}
          onClick={() => {
            setDraft(current);
            setOpened((open) => !open);
          }}
          px={8}
          py={4}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, width: '100%', background: 'var(--mantine-color-gray-0)' }}
        >
          <Text size="sm" truncate="end" title={rangeSummary(current)}>
            {timeRangeLabel(current)}
          </Text>
        </UnstyledButton>
      </EditorPopover.Target>
      <EditorPopover.Dropdown>
        {opened && (
          <Stack gap="sm">
            <TimeRangePicker value={draft} onChange={setDraft} />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button
                size="xs"
                data-testid="time-range-apply"
                disabled={Boolean(resolved.error) || (guessFrame(draft) === 'Advanced' && splitRange(draft).every((part) => part === ''))}
                onClick={() => {
                  onChange(draft);
                  setOpened(false);
                }}
              >
                Apply
              </Button>
            </Group>
          </Stack>
        )}
      </EditorPopover.Dropdown>
    </EditorPopover>
  );
}
