// Columns and Calculated columns tabs: one table each. Physical columns come from the source (their names
// and types are the source's, and 'Sync columns from source' re-reads them); calculated ones are SQL
// expressions people add here.
import { ActionIcon, Autocomplete, Button, Checkbox, Group, Stack, Table, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ChevronIcon, RemoveIcon } from './dataset-icons';
import { emptyCalculatedColumn, isCalculated, type ColumnDraft, type DatasetDraft } from './dataset-form';

/** Spec 1 §9 date formats, plus the epoch forms a datetime format may take. */
const DATE_FORMATS = ['%Y-%m-%d', '%Y-%m-%d %H:%M:%S', '%d/%m/%Y', '%m/%d/%Y', '%d.%m.%Y', '%d-%m-%Y %H:%M:%S', '%H:%M:%S', 'epoch_s', 'epoch_ms'];

interface Props {
  draft: DatasetDraft;
  readOnly: boolean;
  calculated: boolean;
  onChange: (patch: Partial<DatasetDraft>) => void;
  /** The physical Columns tab's sync action; blockedReason (shown as a tooltip) disables it. */
  sync?: { run: () => void; running: boolean; blockedReason: string | null };
}

function SyncButton({ run, running, blockedReason }: NonNullable<Props['sync']>) {
  const button = (
    <Button size="xs" variant="light" onClick={run} loading={running} disabled={blockedReason !== null} data-testid="dataset-sync-from-source">
      Sync columns from source
    </Button>
  );
  if (!blockedReason) return button;
  return (
    <Tooltip label={blockedReason} multiline w={320} withArrow>
      <span>{button}</span>
    </Tooltip>
  );
}

export function DatasetColumnsTab({ draft, readOnly, calculated, onChange, sync }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const rows = draft.columns.filter((c) => isCalculated(c) === calculated);
  const update = (key: string, patch: Partial<ColumnDraft>) => onChange({ columns: draft.columns.map((c) => (c.key === key ? { ...c, ...patch } : c)) });
  const remove = (key: string) => onChange({ columns: draft.columns.filter((c) => c.key !== key) });
  const add = () => {
    const column = emptyCalculatedColumn();
    onChange({ columns: [...draft.columns, column] });
    setOpen(column.key);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {calculated ? 'Columns defined by a SQL expression over the dataset.' : 'Columns of the source. Syncing with the source keeps the labels and settings edited here.'}
        </Text>
        {calculated && (
          <Button size="xs" variant="light" onClick={add} disabled={readOnly} data-testid="add-calculated-column">
            Add calculated column
          </Button>
        )}
        {sync && <SyncButton {...sync} />}
      </Group>
      <Table verticalSpacing={6} data-testid={calculated ? 'calculated-columns-table' : 'columns-table'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32} />
            <Table.Th w={180}>Column</Table.Th>
            <Table.Th w={180}>Label</Table.Th>
            {calculated ? <Table.Th>SQL expression</Table.Th> : <Table.Th w={140}>Data type</Table.Th>}
            <Table.Th w={80}>Is temporal</Table.Th>
            <Table.Th w={80}>Is filterable</Table.Th>
            <Table.Th w={80}>Is dimension</Table.Th>
            {calculated && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const name = c.columnName || 'new column';
            return (
              <Fragment key={c.key}>
                <Table.Tr data-testid="column-row">
                  <Table.Td>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Details of column ${name}`} onClick={() => setOpen(open === c.key ? null : c.key)}>
                      <ChevronIcon open={open === c.key} />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    {calculated ? (
                      <TextInput size="xs" value={c.columnName} readOnly={readOnly} aria-label={`Name of column ${name}`} onChange={(e) => update(c.key, { columnName: e.currentTarget.value })} />
                    ) : (
                      <Text size="sm" ff="monospace">
                        {c.columnName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" value={c.verboseName} readOnly={readOnly} aria-label={`Label of column ${name}`} onChange={(e) => update(c.key, { verboseName: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    {calculated ? (
                      <TextInput size="xs" ff="monospace" value={c.expression} readOnly={readOnly} aria-label={`SQL of column ${name}`} onChange={(e) => update(c.key, { expression: e.currentTarget.value })} />
                    ) : (
                      <Text size="xs" c="dimmed">
                        {c.type}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${name} is temporal`} checked={c.isDttm} disabled={readOnly} onChange={(e) => update(c.key, { isDttm: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${name} is filterable`} checked={c.filterable} disabled={readOnly} onChange={(e) => update(c.key, { filterable: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${name} is a dimension`} checked={c.groupby} disabled={readOnly} onChange={(e) => update(c.key, { groupby: e.currentTarget.checked })} />
                  </Table.Td>
                  {calculated && (
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Delete column ${name}`} disabled={readOnly} onClick={() => remove(c.key)}>
                        <RemoveIcon />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
                {open === c.key && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={calculated ? 7 : 6}>
                      <Stack gap="xs" py="xs">
                        <Textarea label="Description" autosize minRows={1} value={c.description} readOnly={readOnly} onChange={(e) => update(c.key, { description: e.currentTarget.value })} />
                        <Group grow align="flex-start">
                          {calculated && <TextInput label="Data type" value={c.type} readOnly={readOnly} onChange={(e) => update(c.key, { type: e.currentTarget.value })} />}
                          <Autocomplete
                            label="Datetime format"
                            description="How to parse the column as a datetime (Python strftime, or epoch_s / epoch_ms)"
                            data={DATE_FORMATS}
                            value={c.pythonDateFormat}
                            readOnly={readOnly}
                            onChange={(pythonDateFormat) => update(c.key, { pythonDateFormat })}
                          />
                        </Group>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {calculated ? 'No calculated columns' : 'No columns'}
        </Text>
      )}
    </Stack>
  );
}
