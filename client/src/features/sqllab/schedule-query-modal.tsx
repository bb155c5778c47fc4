// 'Schedule': saves the tab's query with schedule information (extra_json.schedule_info), as Superset's
// scheduled queries do: an output table, start and end dates, and the interval.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { CreateSqlLabSavedQueryDocument, UpdateSqlLabSavedQueryDocument, type SqlLabSavedQueryFragment } from '../../gql/graphql';
import { savedQueryFields } from './save-query-modal';
import type { QueryEditor } from './tab-model';

export const SCHEDULE_INTERVALS = [
  { value: '@hourly', label: 'Hourly' },
  { value: '@daily', label: 'Daily' },
  { value: '@weekly', label: 'Weekly' },
  { value: '@monthly', label: 'Monthly' },
] as const;

export interface ScheduleInfo {
  output_table: string;
  start_date: string;
  end_date: string | null;
  schedule_interval: string;
}

/** The extra_json a scheduled query carries; other keys of the existing extra are kept. */
export function scheduleExtraJson(existing: string | null | undefined, info: ScheduleInfo): string {
  let extra: Record<string, unknown> = {};
  try {
    const parsed: unknown = existing ? JSON.parse(existing) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extra = parsed as Record<string, unknown>;
  } catch {
    extra = {};
  }
  return JSON.stringify({ ...extra, schedule_info: info });
}

interface ScheduleQueryModalProps {
  opened: boolean;
  tab: QueryEditor;
  onClose: () => void;
  onScheduled: (saved: SqlLabSavedQueryFragment) => void;
}

export function ScheduleQueryModal({ opened, tab, onClose, onScheduled }: ScheduleQueryModalProps) {
  const today = new Date().toISOString().slice(0, 10);
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [info, setInfo] = useState<ScheduleInfo>({ output_table: '', start_date: today, end_date: null, schedule_interval: '@daily' });
  const [create, created] = useMutation(CreateSqlLabSavedQueryDocument);
  const [update, updated] = useMutation(UpdateSqlLabSavedQueryDocument);
  useEffect(() => {
    if (opened) {
      setLabel(tab.name);
      setDescription('');
      setInfo({ output_table: '', start_date: new Date().toISOString().slice(0, 10), end_date: null, schedule_interval: '@daily' });
    }
  }, [opened, tab.name]);

  const submit = async () => {
    const input = { ...savedQueryFields(tab, label.trim(), description), extraJson: scheduleExtraJson(null, info) };
    try {
      const saved =
        tab.remoteId !== null
          ? (await update({ variables: { id: tab.remoteId, input } })).data?.updateSavedQuery
          : (await create({ variables: { input } })).data?.createSavedQuery;
      if (!saved) throw new Error('Your query could not be scheduled');
      addSuccessToast('Your query has been scheduled. To see details of your query, navigate to Saved queries');
      onScheduled(saved);
      onClose();
    } catch {
      addDangerToast('Your query could not be scheduled');
    }
  };

  const valid = label.trim() && info.output_table.trim() && info.start_date && (!info.end_date || info.end_date >= info.start_date);
  return (
    <Modal opened={opened} onClose={onClose} title="Schedule query">
      <TextInput label="Label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} required />
      <Textarea mt="sm" label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
      <TextInput
        mt="sm"
        label="Output table"
        required
        value={info.output_table}
        onChange={(e) => setInfo({ ...info, output_table: e.currentTarget.value })}
        data-testid="sqllab-schedule-table"
      />
      <Group grow mt="sm">
        <TextInput type="date" label="Start date" required value={info.start_date} onChange={(e) => setInfo({ ...info, start_date: e.currentTarget.value })} />
        <TextInput
          type="date"
          label="End date"
          value={info.end_date ?? ''}
          onChange={(e) => setInfo({ ...info, end_date: e.currentTarget.value || null })}
          error={info.end_date && info.end_date < info.start_date ? 'The end date is before the start date' : undefined}
        />
      </Group>
      <Select
        mt="sm"
        label="Schedule interval"
        data={SCHEDULE_INTERVALS.map((i) => ({ ...i }))}
        value={info.schedule_interval}
        onChange={(value) => value && setInfo({ ...info, schedule_interval: value })}
        allowDeselect={false}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={created.loading || updated.loading} disabled={!valid} data-testid="sqllab-schedule-submit">
          Submit
        </Button>
      </Group>
    </Modal>
  );
}
