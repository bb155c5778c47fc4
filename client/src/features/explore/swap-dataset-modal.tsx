// Swap dataset (spec 1 §2 Modals, §4): 540 px tall; pick a dataset, then confirm with Cancel or Proceed.
import { Alert, Badge, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../components/list-view/list-view-search';
import { SearchBox } from '../../components/search-box';
import { DatasetOptionsDocument, type DatasetOptionsQuery } from '../../gql/graphql';
import { useSteadyQuery } from '../../app/use-steady-query';

export const SWAP_DATASET_MODAL_HEIGHT = 540;
const PAGE_SIZE = 50;

type DatasetOption = DatasetOptionsQuery['datasets']['items'][number];

interface Props {
  currentDatasetId: number | null;
  onProceed: (dataset: DatasetOption) => void;
  onClose: () => void;
}

function DatasetRow({ dataset, current, onPick }: { dataset: DatasetOption; current: boolean; onPick: () => void }) {
  return (
    <UnstyledButton
      onClick={onPick}
      disabled={current}
      data-testid="swap-dataset-option"
      p="xs"
      style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)', opacity: current ? 0.6 : 1 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {dataset.tableName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[dataset.database?.databaseName, dataset.schema].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {current && <Badge size="xs" variant="light">Current</Badge>}
          <Badge size="xs" variant="outline" color="gray">
            {dataset.kind === 'VIRTUAL' ? 'Virtual' : 'Physical'}
          </Badge>
        </Group>
      </Group>
    </UnstyledButton>
  );
}

export function SwapDatasetModal({ currentDatasetId, onProceed, onClose }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<DatasetOption | null>(null);
  const { data, loading, error } = useSteadyQuery(DatasetOptionsDocument, {
    variables: { page: 0, pageSize: PAGE_SIZE, filters: debounced ? [{ field: 'TABLE_NAME', op: 'CT', value: debounced }] : [] },
  });
  const options = data?.datasets.items ?? [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={picked ? 'Swap dataset' : 'Swap dataset: select a dataset'}
      size={600}
      centered
      styles={{ content: { height: SWAP_DATASET_MODAL_HEIGHT, display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
      data-testid="swap-dataset-modal"
    >
      {picked ? (
        <Stack justify="space-between" style={{ flex: 1 }}>
          <Alert color="yellow" title="Warning!">
            {`Changing the dataset to "${picked.tableName}" may break the chart if the chart relies on columns or metadata that does not exist in the target dataset.`}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPicked(null)}>
              Cancel
            </Button>
            <Button onClick={() => onProceed(picked)} data-testid="swap-dataset-proceed">
              Proceed
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack style={{ flex: 1, minHeight: 0 }} gap="sm">
          <SearchBox label="Search datasets" value={search} onChange={setSearch} autoFocusInModal />
          {error && <Alert color="red">{error.message}</Alert>}
          {loading && !data ? (
            <Center style={{ flex: 1 }}>
              <Loader aria-label="Loading datasets" />
            </Center>
          ) : (
            <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
              <Stack gap={6}>
                {options.map((dataset) => (
                  <DatasetRow key={dataset.id} dataset={dataset} current={dataset.id === currentDatasetId} onPick={() => setPicked(dataset)} />
                ))}
                {options.length === 0 && (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    No results match your filter criteria
                  </Text>
                )}
              </Stack>
            </ScrollArea>
          )}
          <Text size="xs" c="dimmed">
            {data ? `${data.datasets.count} datasets` : ''}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
