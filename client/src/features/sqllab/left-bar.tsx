// The left bar of a tab: database -> catalog (multi-catalog databases only) -> schema -> table, each list with a
// refresh button ('List refreshed'), then a card per table opened in the tab.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ActionIcon, Group, ScrollArea, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { SqlLabCatalogsDocument, SqlLabSchemasDocument, SqlLabTablesDocument, type SqlLabDatabaseFragment } from '../../gql/graphql';
import { DatabasePicker } from './database-picker';
import { RefreshIcon } from './sqllab-icons';
import type { QueryEditor, TableSchemaState } from './tab-model';
import { TableCard } from './table-card';

interface LeftBarProps {
  tab: QueryEditor;
  database: SqlLabDatabaseFragment | null;
  onDatabase: (database: SqlLabDatabaseFragment | null) => void;
  onCatalog: (catalog: string | null) => void;
  onSchema: (schema: string | null) => void;
  onAddTable: (name: string) => void;
  onTableChange: (table: TableSchemaState, changes: Partial<TableSchemaState>) => void;
  onRemoveTable: (table: TableSchemaState) => void;
  onPreview: (table: TableSchemaState, selectStar: string) => void;
}

function RefreshButton({ label, onRefresh }: { label: string; onRefresh: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Tooltip label={`Force refresh ${label} list`}>
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={24}
        loading={busy}
        aria-label={`Refresh ${label} list`}
        onClick={async () => {
          setBusy(true);
          try {
            await onRefresh();
            addSuccessToast('List refreshed');
          } catch {
            addDangerToast(`There was an error loading the ${label === 'catalog' ? 'catalogs' : label === 'schema' ? 'schemas' : 'tables'}`);
          } finally {
            setBusy(false);
          }
        }}
      >
        <RefreshIcon />
      </ActionIcon>
    </Tooltip>
  );
}

function PickerRow({ children, label, onRefresh }: { children: ReactNode; label: string; onRefresh: () => Promise<unknown> }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <RefreshButton label={label} onRefresh={onRefresh} />
    </Group>
  );
}

export function LeftBar({ tab, database, onDatabase, onCatalog, onSchema, onAddTable, onTableChange, onRemoveTable, onPreview }: LeftBarProps) {
  const client = useApolloClient();
  const dbId = tab.dbId;
  const multiCatalog = database?.allowMultiCatalog ?? false;
  const catalogs = useQuery(SqlLabCatalogsDocument, { variables: { id: dbId ?? 0 }, skip: dbId === null || !multiCatalog });
  const schemas = useQuery(SqlLabSchemasDocument, { variables: { id: dbId ?? 0, catalog: tab.catalog }, skip: dbId === null });
  const tables = useQuery(SqlLabTablesDocument, {
    variables: { id: dbId ?? 0, catalog: tab.catalog, schema: tab.schema ?? '' },
    skip: dbId === null || !tab.schema,
  });

  // A forced read bypasses the server's metadata cache; writing the answer under the ordinary variables
  // refreshes the list the picker shows.
  const refreshCatalogs = async () => {
    const { data } = await client.query({ query: SqlLabCatalogsDocument, variables: { id: dbId ?? 0, force: true }, fetchPolicy: 'network-only' });
    if (data) client.writeQuery({ query: SqlLabCatalogsDocument, variables: { id: dbId ?? 0 }, data });
  };
  const refreshSchemas = async () => {
    const variables = { id: dbId ?? 0, catalog: tab.catalog };
    const { data } = await client.query({ query: SqlLabSchemasDocument, variables: { ...variables, force: true }, fetchPolicy: 'network-only' });
    if (data) client.writeQuery({ query: SqlLabSchemasDocument, variables, data });
  };
  const refreshTables = async () => {
    const variables = { id: dbId ?? 0, catalog: tab.catalog, schema: tab.schema ?? '' };
    const { data } = await client.query({ query: SqlLabTablesDocument, variables: { ...variables, force: true }, fetchPolicy: 'network-only' });
    if (data) client.writeQuery({ query: SqlLabTablesDocument, variables, data });
  };

  const openTables = tab.tables.filter((table) => table.dbId === dbId);

  return (
    <Stack gap="xs" p="sm" h="100%" style={{ overflow: 'hidden' }} data-testid="sqllab-left-bar">
      <DatabasePicker value={dbId} selected={database} onChange={onDatabase} />
      {multiCatalog && (
        <PickerRow label="catalog" onRefresh={refreshCatalogs}>
          <Select
            label="Catalog"
            placeholder="Select catalog"
            searchable
            clearable
            allowDeselect={false}
            data={catalogs.data?.databaseCatalogs ?? []}
            value={tab.catalog}
            onChange={onCatalog}
            nothingFoundMessage={catalogs.error ? 'There was an error loading the catalogs' : 'No catalogs'}
          />
        </PickerRow>
      )}
      <PickerRow label="schema" onRefresh={refreshSchemas}>
        <Select
          label="Schema"
          placeholder="Select schema"
          searchable
          clearable
          allowDeselect={false}
          disabled={dbId === null}
          data={schemas.data?.databaseSchemas ?? []}
          value={tab.schema}
          onChange={onSchema}
          nothingFoundMessage={schemas.error ? 'There was an error loading the schemas' : 'No schemas'}
          data-testid="sqllab-schema-select"
        />
      </PickerRow>
      <PickerRow label="table" onRefresh={refreshTables}>
        <Select
          label="See table schema"
          placeholder="Select table or type to search tables"
          searchable
          disabled={!tab.schema}
          data={(tables.data?.databaseTables.items ?? []).map((table) => ({ value: table.value, label: table.value }))}
          value={null}
          onChange={(name) => name && onAddTable(name)}
          nothingFoundMessage="No tables"
          limit={200}
          data-testid="sqllab-table-select"
        />
      </PickerRow>
      {tables.data && (
        <Text size="xs" c="dimmed">
          {tables.data.databaseTables.count} tables in {tab.schema}
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <Stack gap="xs">
          {openTables.map((table) => (
            <TableCard
              key={table.id}
              table={table}
              allowPreview={!(database?.disableDataPreview ?? false)}
              onToggle={() => onTableChange(table, { expanded: !table.expanded })}
              onRemove={() => onRemoveTable(table)}
              onPreview={(selectStar) => onPreview(table, selectStar)}
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
