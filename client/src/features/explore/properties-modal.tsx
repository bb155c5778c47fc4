// The chart properties modal (spec 1 §2 "Chart edit modal"): name, description, certification, cache timeout,
// owners. An externally managed chart is shown read-only, as is a chart the user may not edit.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addSuccessToast } from '../../app/toasts';
import { ChartOwnerOptionsDocument, UpdateChartPropertiesDocument, type ExploreChartFieldsFragment } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import { propertiesFormFrom, toUpdateChartInput, validateProperties, type ChartPropertiesForm } from './chart-properties';
import { useSteadyQuery } from '../../app/use-steady-query';

export const EXTERNALLY_MANAGED_TEXT = 'This chart is managed externally, and can\u2019t be edited in Tessera';

interface Props {
  chart: ExploreChartFieldsFragment;
  onSaved: (chart: ExploreChartFieldsFragment) => void;
  onClose: () => void;
}

function ownerLabel(owner: { firstName: string; lastName: string }): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

export function PropertiesModal({ chart, onSaved, onClose }: Props) {
  const [form, setForm] = useState<ChartPropertiesForm>(() => propertiesFormFrom(chart));
  const [failure, setFailure] = useState<string | null>(null);
  const [ownerSearch, setOwnerSearch] = useState('');
  const [debouncedOwnerSearch] = useDebouncedValue(ownerSearch.trim(), 300);
  const owners = useSteadyQuery(ChartOwnerOptionsDocument, { variables: { filter: debouncedOwnerSearch || null, includeIds: form.owners } });
  const [update, { loading: saving }] = useMutation(UpdateChartPropertiesDocument);
  const errors = validateProperties(form);
  const readOnly = chart.isManagedExternally || !chart.abilities.canEdit;
  const set = (patch: Partial<ChartPropertiesForm>) => setForm((current) => ({ ...current, ...patch }));

  const ownerOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const owner of chart.owners) options.set(String(owner.id), ownerLabel(owner));
    for (const option of owners.data?.chartRelatedUsers.items ?? []) options.set(String(option.value), option.text);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [chart.owners, owners.data]);

  const submit = async () => {
    setFailure(null);
    try {
      const result = await update({ variables: { id: chart.id, input: toUpdateChartInput(form) } });
      if (result.data) {
        addSuccessToast('Chart properties updated');
        onSaved(result.data.updateChart);
      }
    } catch (error) {
      setFailure(`Sorry, there was an error saving this chart: ${updateFailureMessage(responseErrorsOf(error))}`);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Edit Chart Properties" size={600} centered data-testid="properties-modal">
      <Stack gap="sm">
        {chart.isManagedExternally && <Alert color="yellow">{EXTERNALLY_MANAGED_TEXT}</Alert>}
        {!chart.isManagedExternally && !chart.abilities.canEdit && (
          <Alert color="yellow">{chart.abilities.editBlockedReason ?? 'You do not have permission to edit this chart'}</Alert>
        )}
        {failure && <Alert color="red">{failure}</Alert>}
        <Text size="xs" c="dimmed">
          {`Chart ID: ${chart.id}`}
        </Text>
        <TextInput label="Name" withAsterisk value={form.sliceName} error={errors.sliceName} disabled={readOnly} onChange={(event) => set({ sliceName: event.currentTarget.value })} data-testid="properties-name" />
        <Textarea label="Description" autosize minRows={2} maxRows={6} value={form.description} disabled={readOnly} onChange={(event) => set({ description: event.currentTarget.value })} description="The description can be displayed as widget headers in the dashboard view. Supports markdown." />
        <Text size="sm" fw={600} mt="xs">
          Certification
        </Text>
        <TextInput label="Certified by" value={form.certifiedBy} disabled={readOnly} onChange={(event) => set({ certifiedBy: event.currentTarget.value })} description="Person or group that has certified this chart." />
        <TextInput label="Certification details" value={form.certificationDetails} disabled={readOnly || !form.certifiedBy.trim()} onChange={(event) => set({ certificationDetails: event.currentTarget.value })} description="Any additional detail to show in the certification tooltip." />
        <Text size="sm" fw={600} mt="xs">
          Configuration
        </Text>
        <TextInput
          label="Cache timeout"
          value={form.cacheTimeout}
          error={errors.cacheTimeout}
          disabled={readOnly}
          onChange={(event) => set({ cacheTimeout: event.currentTarget.value })}
          description="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined."
        />
        <MultiSelect
          label="Owners"
          data={ownerOptions}
          value={form.owners.map(String)}
          onChange={(values) => set({ owners: values.map(Number) })}
          searchable
          searchValue={ownerSearch}
          onSearchChange={setOwnerSearch}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          description="A list of users who can alter the chart. Searchable by name or username."
        />
        <TextInput label="Externally managed" value={chart.isManagedExternally ? 'Yes' : 'No'} readOnly disabled />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={readOnly || Object.keys(errors).length > 0} data-testid="properties-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
