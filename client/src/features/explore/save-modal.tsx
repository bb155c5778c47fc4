// The save-chart modal (spec 1 §2, §8): overwrite (owners only) or save as, the chart name, and optionally a
// dashboard to add the chart to, picked from those the user may edit or created by typing a new name. One
// saveChart call does it all; its message is the spec's toast. A failure keeps the modal open with
// 'Failed to save slice'.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addSuccessToast } from '../../app/toasts';
import { useFetchErrorToast } from '../../app/use-fetch-error-toast';
import { SaveExploreChartDocument, SaveModalDashboardsDocument, type ChartDataInput, type SaveExploreChartMutation } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import type { QueryFormData } from '../../viz/shared/form-data';
import {
  dashboardChoiceFromOption,
  dashboardPickerOptions,
  defaultSaveAction,
  saveBlockedReason,
  toSaveRequest,
  type SaveAction,
} from './save-form';
import { useSteadyQuery } from '../../app/use-steady-query';

export const SAVE_FAILED_TEXT = 'Failed to save slice';
const SEARCH_DEBOUNCE_MS = 500;

export type SavedChart = SaveExploreChartMutation['saveChart'];

interface Props {
  chart: { id: number; sliceName: string; canOverwrite: boolean } | null;
  /** The name typed in the header, proposed for a new chart. */
  sliceName: string;
  formData: QueryFormData;
  /** The query the form data makes, saved as the chart's query context. */
  query: ChartDataInput | null;
  datasource: { id: number; type: string };
  onSaved: (saved: SavedChart, goToDashboard: boolean) => void;
  onClose: () => void;
}

export function SaveModal({ chart, sliceName, formData, query, datasource, onSaved, onClose }: Props) {
  const canOverwrite = Boolean(chart?.canOverwrite);
  const [action, setAction] = useState<SaveAction>(defaultSaveAction(canOverwrite));
  const [name, setName] = useState(sliceName);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // Picking an option shows its label as the search text; that is not a title to look for or to create.
  const typed = picked && search === picked.label ? '' : search.trim();
  const [debouncedSearch] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [failure, setFailure] = useState<string | null>(null);
  const dashboardsQuery = useSteadyQuery(SaveModalDashboardsDocument, { variables: { search: debouncedSearch || null } });
  const [saveChart, { loading: saving }] = useMutation(SaveExploreChartDocument);

  useFetchErrorToast(dashboardsQuery.error, 'dashboards');

  const dashboards = useMemo(() => dashboardsQuery.data?.editableDashboards.items ?? [], [dashboardsQuery.data]);
  // The picked option stays listed while the search text changes.
  const options = useMemo(() => {
    const list = dashboardPickerOptions(dashboards, typed);
    return picked && !list.some((option) => option.value === picked.value) ? [picked, ...list] : list;
  }, [dashboards, typed, picked]);
  const dashboard = dashboardChoiceFromOption(picked);
  const form = { action, sliceName: name, dashboard };
  const blocked = saveBlockedReason(form, canOverwrite);

  const submit = async (goToDashboard: boolean) => {
    setFailure(null);
    try {
      const result = await saveChart({ variables: { input: toSaveRequest(form, formData, chart, datasource, query) } });
      const saved = result.data?.saveChart;
      if (!saved) throw new Error(SAVE_FAILED_TEXT);
      addSuccessToast(saved.message);
      onSaved(saved, goToDashboard);
    } catch (error) {
      const detail = updateFailureMessage(responseErrorsOf(error));
      setFailure(detail === 'Network error.' && error instanceof Error && error.message ? error.message : detail);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Save chart" size={600} centered data-testid="save-modal">
      <Stack>
        {failure && (
          <Alert color="red" title={SAVE_FAILED_TEXT} data-testid="save-failed">
            {failure}
          </Alert>
        )}
        <Radio.Group value={action} onChange={(value) => setAction(value as SaveAction)}>
          <Group>
            <Radio value="overwrite" label="Save (Overwrite)" disabled={!canOverwrite} data-testid="save-overwrite" />
            <Radio value="saveas" label="Save as..." data-testid="save-as" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Chart name"
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          placeholder="Chart name"
          data-testid="save-chart-name"
        />
        <Select
          label="Add to dashboard"
          placeholder="Select a dashboard OR create a new one"
          searchable
          clearable
          data={options}
          value={picked?.value ?? null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value, option) => setPicked(value && option ? { value, label: option.label } : null)}
          nothingFoundMessage={dashboardsQuery.loading ? 'Loading…' : 'Type a name to create a dashboard'}
          comboboxProps={{ withinPortal: true }}
          data-testid="save-dashboard-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="default" disabled={Boolean(blocked) || !dashboard} loading={saving} onClick={() => void submit(true)} data-testid="save-go-to-dashboard">
            Save & go to dashboard
          </Button>
          <Button disabled={Boolean(blocked)} loading={saving} onClick={() => void submit(false)} title={blocked ?? undefined} data-testid="save-submit">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
