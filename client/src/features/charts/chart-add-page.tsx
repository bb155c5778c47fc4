// Superset's "Create a new chart" (/chart/add, optionally ?dataset=<id or name>): choose a dataset (searched
// by name on the server), choose a chart type in the viz-type gallery, then "Create new chart" opens explore.
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../components/list-view/list-view-search';
import { useRecentVizTypes, VizGallery } from '../../components/viz-gallery/viz-gallery';
import { DatasetOptionsDocument, type DatasetFilter, type DatasetOptionsQuery } from '../../gql/graphql';
import { datasourceExploreUrl } from '../explore/explore-url';
import { useSteadyQuery } from '../../app/use-steady-query';

type DatasetOption = DatasetOptionsQuery['datasets']['items'][number];

const PAGE_SIZE = 50;
const GALLERY_HEIGHT = 520;

/** The dataset the address names: a number is an id, anything else a table name (as Superset's + Dataset
 * flow passes it). */
function addressFilter(dataset: string | null): DatasetFilter[] | null {
  if (!dataset) return null;
  return /^\d+$/.test(dataset) ? [{ field: 'ID', op: 'EQ', value: Number(dataset) }] : [{ field: 'TABLE_NAME', op: 'EQ', value: dataset }];
}

const whereLabel = (dataset: DatasetOption) => [dataset.database?.databaseName, dataset.schema].filter(Boolean).join(' · ');

function useDatasetChoice() {
  const [params] = useSearchParams();
  const [chosen, setPicked] = useState<DatasetOption | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const fromAddress = addressFilter(params.get('dataset'));
  const named = useQuery(DatasetOptionsDocument, { variables: { page: 0, pageSize: 1, filters: fromAddress }, skip: !fromAddress });
  // The dataset the address names stands until the person picks another.
  const picked = chosen ?? named.data?.datasets.items[0] ?? null;
  const options = useSteadyQuery(DatasetOptionsDocument, {
    variables: { page: 0, pageSize: PAGE_SIZE, filters: debounced ? [{ field: 'TABLE_NAME', op: 'CT', value: debounced }] : [] },
  });
  const items = useMemo(() => {
    const found = options.data?.datasets.items ?? [];
    return picked && !found.some((item) => item.id === picked.id) ? [picked, ...found] : found;
  }, [options.data, picked]);
  return { picked, setPicked, search, setSearch, items, loading: options.loading, error: options.error ?? named.error };
}

export default function ChartAddPage() {
  const navigate = useNavigate();
  const datasets = useDatasetChoice();
  const [recent, remember] = useRecentVizTypes();
  const [vizType, setVizType] = useState<string | null>(null);
  const { picked } = datasets;
  const create = (type = vizType) => {
    if (!picked || !type) return;
    remember(type);
    void navigate(datasourceExploreUrl(picked.id, 'table', type));
  };
  const byId = new Map(datasets.items.map((item) => [String(item.id), item]));

  return (
    <Stack gap="md" maw={1180} data-testid="chart-add">
      <Title order={2}>Create a new chart</Title>
      <Paper withBorder p="md">
        <Title order={4} mb={4}>
          1. Choose a dataset
        </Title>
        <Group align="flex-start" gap="lg">
          <Select
            w={420}
            aria-label="Dataset"
            placeholder="Choose a dataset"
            searchable
            searchValue={datasets.search}
            onSearchChange={datasets.setSearch}
            data={datasets.items.map((item) => ({ value: String(item.id), label: item.tableName }))}
            value={picked ? String(picked.id) : null}
            onChange={(value) => datasets.setPicked((value && byId.get(value)) || null)}
            renderOption={({ option }) => {
              const item = byId.get(option.value);
              return (
                <div>
                  <Text size="sm">{option.label}</Text>
                  {item && (
                    <Text size="xs" c="dimmed">
                      {whereLabel(item)}
                    </Text>
                  )}
                </div>
              );
            }}
            nothingFoundMessage={datasets.loading ? 'Loading…' : 'No datasets match your search'}
            filter={({ options }) => options}
            comboboxProps={{ withinPortal: true }}
            error={datasets.error?.message}
            data-testid="chart-add-dataset"
          />
          <Text size="sm" c="dimmed" mt={6}>
            {picked ? (
              <>Database: {whereLabel(picked)}</>
            ) : (
              <>
                Not there?{' '}
                <Anchor component={Link} to="/dataset/add/" data-testid="chart-add-new-dataset">
                  Add a dataset
                </Anchor>
              </>
            )}
          </Text>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          2. Choose chart type
        </Title>
        <VizGallery value={vizType} onChange={setVizType} onSubmit={(type) => (picked ? create(type) : setVizType(type))} recent={recent} height={GALLERY_HEIGHT} />
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/chart/list/">
          Cancel
        </Button>
        <Tooltip label="Please select both a Dataset and a Chart type to proceed" disabled={Boolean(picked && vizType)}>
          <span>
            <Button disabled={!picked || !vizType} onClick={() => create()} data-testid="chart-add-create">
              Create new chart
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Stack>
  );
}
