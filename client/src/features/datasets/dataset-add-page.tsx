// Superset's "New dataset" (/dataset/add/): pick a database, a schema and a table (searchable) on the left, see
// the table's columns on the right, then "Create dataset" (back to the list) or "Create dataset and create
// chart" (on to + Chart with the new dataset). A table that already has a dataset says so and links to it.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, ScrollArea, Select, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addSuccessToast } from '../../app/toasts';
import { SearchBox } from '../../components/search-box';
import {
  CreateDatasetDocument,
  DatasetAddDatabasesDocument,
  DatasetOptionsDocument,
  SqlLabSchemasDocument,
  SqlLabTableMetadataDocument,
  SqlLabTablesDocument,
} from '../../gql/graphql';
import { datasourceExploreUrl } from '../explore/explore-url';
import { firstSaveErrorText, type SaveError } from './dataset-form';

const PANEL_HEIGHT = 520;
const LIST_PATH = '/tablemodelview/list/';

interface Source {
  databaseId: number | null;
  schema: string | null;
  table: string | null;
}

function TablePicker({ source, existing, onTable }: { source: Source; existing: ReadonlyMap<string, number>; onTable: (table: string) => void }) {
  const [search, setSearch] = useState('');
  const { databaseId, schema } = source;
  const tables = useQuery(SqlLabTablesDocument, { variables: { id: databaseId ?? 0, schema: schema ?? '' }, skip: databaseId === null || schema === null });
  if (databaseId === null || schema === null) return null;
  const needle = search.trim().toLowerCase();
  const items = (tables.data?.databaseTables.items ?? []).filter((item) => item.value.toLowerCase().includes(needle));
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <SearchBox label="Search tables" value={search} onChange={setSearch} testId="dataset-add-table-search" />
      {tables.loading && <Loader size="sm" aria-label="Loading tables" />}
      {tables.error && <Alert color="red">{firstSaveErrorText(responseErrorsOf(tables.error) as SaveError[], tables.error.message)}</Alert>}
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap={2}>
          {items.map((item) => {
            const selected = item.value === source.table;
            return (
              <UnstyledButton
                key={item.value}
                onClick={() => onTable(item.value)}
                aria-pressed={selected}
                px="xs"
                py={6}
                style={{ borderRadius: 4, background: selected ? 'var(--mantine-color-tessera-0)' : undefined }}
                data-testid="dataset-add-table"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={selected ? 600 : 400} truncate>
                    {item.value}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {item.type === 'view' && (
                      <Badge size="xs" variant="outline" color="gray">
                        view
                      </Badge>
                    )}
                    {existing.has(item.value) && (
                      <Badge size="xs" variant="light" color="gray">
                        dataset
                      </Badge>
                    )}
                  </Group>
                </Group>
              </UnstyledButton>
            );
          })}
          {!tables.loading && items.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No tables match your search
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

function ColumnsPreview({ source, existingId }: { source: Source; existingId: number | undefined }) {
  const { databaseId, schema, table } = source;
  const metadata = useQuery(SqlLabTableMetadataDocument, {
    variables: { databaseId: databaseId ?? 0, schema, table: table ?? '' },
    skip: databaseId === null || table === null,
  });
  if (databaseId === null || table === null) {
    return (
      <Center h="100%" data-testid="dataset-add-empty">
        <Stack align="center" gap={4} maw={420}>
          <Title order={4}>Select dataset source</Title>
          <Text size="sm" c="dimmed" ta="center">
            Choose a database, a schema and a table on the left: a dataset is made from a database table (or from a SQL Lab query, saved from its results).
          </Text>
        </Stack>
      </Center>
    );
  }
  const columns = metadata.data?.tableMetadata.columns ?? [];
  return (
    <Stack gap="sm" h="100%" data-testid="dataset-add-preview">
      <Title order={4}>{table}</Title>
      {existingId !== undefined && (
        <Alert color="blue" data-testid="dataset-add-exists">
          This table already has a dataset; a table can back only one dataset.{' '}
          <Anchor component={Link} to={datasourceExploreUrl(existingId)}>
            View dataset
          </Anchor>
        </Alert>
      )}
      {metadata.loading && <Loader size="sm" aria-label="Loading columns" />}
      {metadata.error && <Alert color="red">{firstSaveErrorText(responseErrorsOf(metadata.error) as SaveError[], metadata.error.message)}</Alert>}
      {metadata.data && (
        <>
          <Text size="sm" fw={600}>
            Table columns ({columns.length})
          </Text>
          <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
            <Table striped verticalSpacing={4} data-testid="dataset-add-columns">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Column Name</Table.Th>
                  <Table.Th>Datatype</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {columns.map((column) => (
                  <Table.Tr key={column.name} data-testid="dataset-add-column">
                    <Table.Td>{column.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {column.type}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}

export default function DatasetAddPage() {
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>({ databaseId: null, schema: null, table: null });
  const [failure, setFailure] = useState<string | null>(null);
  const databases = useQuery(DatasetAddDatabasesDocument);
  const schemas = useQuery(SqlLabSchemasDocument, { variables: { id: source.databaseId ?? 0 }, skip: source.databaseId === null });
  // The datasets already on this schema's tables: those tables are marked, and cannot get a second one.
  const datasets = useQuery(DatasetOptionsDocument, {
    variables: {
      page: 0,
      pageSize: 100,
      filters: [
        { field: 'DATABASE', op: 'REL_O_M', value: source.databaseId },
        { field: 'SCHEMA', op: 'EQ', value: source.schema },
      ],
    },
    skip: source.databaseId === null || source.schema === null,
  });
  const existing = new Map((datasets.data?.datasets.items ?? []).filter((item) => item.kind !== 'VIRTUAL').map((item) => [item.tableName, item.id]));
  const existingId = source.table === null ? undefined : existing.get(source.table);
  const [create, { loading: creating }] = useMutation(CreateDatasetDocument);
  const change = (next: Source) => {
    setSource(next);
    setFailure(null);
  };

  const save = async (then: 'list' | 'chart') => {
    if (source.databaseId === null || source.table === null) return;
    try {
      const { data } = await create({ variables: { input: { databaseId: source.databaseId, schema: source.schema, tableName: source.table } } });
      const dataset = data?.createDataset;
      if (!dataset) throw new Error('An error occurred while creating the dataset');
      addSuccessToast(`Dataset ${dataset.tableName} was created`);
      void navigate(then === 'chart' ? `/chart/add?dataset=${dataset.id}` : LIST_PATH);
    } catch (error) {
      setFailure(firstSaveErrorText(responseErrorsOf(error) as SaveError[], error instanceof Error ? error.message : 'An error occurred while creating the dataset'));
    }
  };
  const ready = source.databaseId !== null && source.table !== null && existingId === undefined;

  return (
    <Stack gap="md" maw={1180} data-testid="dataset-add">
      <Title order={2}>New dataset</Title>
      <Group align="stretch" gap="md" wrap="nowrap" h={PANEL_HEIGHT}>
        <Paper withBorder p="md" w={320} style={{ display: 'flex', flexDirection: 'column', gap: 12, flexShrink: 0 }}>
          <Select
            label="Database"
            placeholder="Select database or type to search databases"
            searchable
            data={(databases.data?.databases.items ?? []).map((db) => ({ value: String(db.id), label: db.databaseName }))}
            value={source.databaseId === null ? null : String(source.databaseId)}
            onChange={(value) => change({ databaseId: value ? Number(value) : null, schema: null, table: null })}
            comboboxProps={{ withinPortal: true }}
            data-testid="dataset-add-database"
          />
          <Select
            label="Schema"
            placeholder="Select schema or type to search schemas"
            searchable
            disabled={source.databaseId === null}
            data={schemas.data?.databaseSchemas ?? []}
            value={source.schema}
            onChange={(value) => change({ ...source, schema: value, table: null })}
            comboboxProps={{ withinPortal: true }}
            error={schemas.error?.message}
            data-testid="dataset-add-schema"
          />
          <TablePicker key={`${source.databaseId}:${source.schema}`} source={source} existing={existing} onTable={(table) => change({ ...source, table })} />
        </Paper>
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 0 }}>
          <ColumnsPreview source={source} existingId={existingId} />
        </Paper>
      </Group>
      {failure && (
        <Alert color="red" title="The dataset could not be created" data-testid="dataset-add-error">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={LIST_PATH}>
          Cancel
        </Button>
        <Button variant="default" disabled={!ready} loading={creating} onClick={() => void save('list')} data-testid="dataset-add-create">
          Create dataset
        </Button>
        <Button disabled={!ready} loading={creating} onClick={() => void save('chart')} data-testid="dataset-add-create-chart">
          Create dataset and create chart
        </Button>
      </Group>
    </Stack>
  );
}
