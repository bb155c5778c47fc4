// Dimensions, columns and the x-axis: pills of dataset columns and adhoc SQL columns, added from a popover
// (a column, or custom SQL with a label) or dropped from the dataset pane.
import { Button, Group, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ensureIsArray, type QueryFormColumn } from '../../../viz/shared/form-data';
import { getColumnLabel, newSqlColumn } from './adhoc';
import { columnLabel, columnsFor, datasourceDefault } from './datasource-options';
import { LazySqlEditor } from '../../../components/sql-editor/lazy-sql-editor';
import { AddPill, ControlPill, DropZone } from './pills';
import type { ControlDatasource, ControlProps } from './types';
import { EditorPopover } from './editor-popover';

function ColumnEditor({
  column,
  datasource,
  source,
  onSave,
  onClose,
}: {
  column: QueryFormColumn | null;
  datasource: ControlDatasource | null;
  source: ControlProps['config']['choicesFrom'];
  onSave: (column: QueryFormColumn) => void;
  onClose: () => void;
}) {
  const adhoc = column !== null && typeof column === 'object' ? column : null;
  const [tab, setTab] = useState<'SAVED' | 'SQL'>(adhoc ? 'SQL' : 'SAVED');
  const [saved, setSaved] = useState<string | null>(typeof column === 'string' ? column : null);
  const [sqlText, setSqlText] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc && adhoc.label !== adhoc.sqlExpression ? (adhoc.label ?? '') : '');
  const ready = tab === 'SAVED' ? saved !== null : sqlText.trim() !== '';
  return (
    <Stack gap="sm" w={360} data-testid="column-editor">
      <Tabs value={tab} onChange={(next) => next && setTab(next as 'SAVED' | 'SQL')}>
        <Tabs.List grow>
          <Tabs.Tab value="SAVED">Saved</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SAVED" pt="sm">
          <Select
            label="Column"
            searchable
            placeholder="Select a column"
            data={columnsFor(datasource, source).map((candidate) => ({ value: candidate.columnName, label: columnLabel(candidate) }))}
            value={saved}
            onChange={setSaved}
            comboboxProps={{ withinPortal: false }}
            data-testid="column-editor-saved"
          />
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="sm">
          <Stack gap="xs">
            <TextInput size="xs" label="Label" placeholder={sqlText.trim() || 'My column'} value={label} onChange={(event) => setLabel(event.currentTarget.value)} />
            {tab === 'SQL' && <LazySqlEditor value={sqlText} onChange={setSqlText} height={120} placeholder="UPPER(name)" />}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          Close
        </Button>
        <Button
          size="xs"
          disabled={!ready}
          data-testid="column-editor-save"
          onClick={() => {
            if (tab === 'SAVED' && saved) onSave(saved);
            else if (tab === 'SQL' && sqlText.trim()) onSave({ ...(adhoc ?? {}), ...newSqlColumn(sqlText, label) });
          }}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

function ColumnPill(props: {
  column: QueryFormColumn;
  index: number;
  name: string;
  datasource: ControlDatasource | null;
  source: ControlProps['config']['choicesFrom'];
  onSave: (column: QueryFormColumn) => void;
  onRemove?: () => void;
}) {
  const { column, index, name, datasource, onRemove } = props;
  const [opened, setOpened] = useState(false);
  const known = typeof column !== 'string' ? null : datasource?.columns.find((candidate) => candidate.columnName === column);
  const missing = typeof column === 'string' && datasource !== null && !known;
  const tooltip = missing
    ? 'This column is not in the dataset'
    : typeof column === 'string'
      ? [known?.verboseName, known?.type, known?.description].filter(Boolean).join('\n') || undefined
      : column.sqlExpression;
  return (
    <EditorPopover opened={opened} onChange={setOpened}>
      <EditorPopover.Target>
        <div>
          <ControlPill
            label={typeof column === 'string' && known ? columnLabel(known) : getColumnLabel(column)}
            tooltip={tooltip}
            warning={missing}
            onClick={() => setOpened((open) => !open)}
            onRemove={onRemove}
            testId={`control-${name}-pill-${index}`}
          />
        </div>
      </EditorPopover.Target>
      <EditorPopover.Dropdown>
        {opened && (
          <ColumnEditor
            column={column}
            datasource={datasource}
            source={props.source}
            onClose={() => setOpened(false)}
            onSave={(next) => {
              props.onSave(next);
              setOpened(false);
            }}
          />
        )}
      </EditorPopover.Dropdown>
    </EditorPopover>
  );
}

export function ColumnsControl({ config, value, onChange, datasource }: ControlProps) {
  const multi = config.multi === true || config.type === 'GroupByControl';
  const fallback = value === undefined || value === null ? datasourceDefault(config, datasource) : value;
  const columns = ensureIsArray(fallback as QueryFormColumn | QueryFormColumn[] | null | undefined);
  const [adding, setAdding] = useState(false);
  const removable = config.clearable !== false || multi;
  const commit = (next: QueryFormColumn[]) => onChange(multi ? next : (next[0] ?? null));
  const add = (column: QueryFormColumn) => {
    if (!multi) return commit([column]);
    if (columns.some((existing) => getColumnLabel(existing) === getColumnLabel(column))) return;
    commit([...columns, column]);
  };
  return (
    <DropZone
      accepts={['column']}
      testId={`control-${config.name}-drop`}
      onDrop={(item) => {
        if (!datasource || datasource.columns.some((column) => column.columnName === item.name)) add(item.name);
      }}
    >
      {columns.map((column, index) => (
        <ColumnPill
          key={`${index}-${getColumnLabel(column)}`}
          column={column}
          index={index}
          name={config.name}
          datasource={datasource}
          source={config.choicesFrom}
          onRemove={removable ? () => commit(columns.filter((_, at) => at !== index)) : undefined}
          onSave={(next) => commit(columns.map((existing, at) => (at === index ? next : existing)))}
        />
      ))}
      {(multi || columns.length === 0) && (
        <EditorPopover opened={adding} onChange={setAdding}>
          <EditorPopover.Target>
            <div>
              <AddPill
                label={multi ? 'Drop columns here or click' : 'Drop a column here or click'}
                onClick={() => setAdding((open) => !open)}
                testId={`control-${config.name}-add`}
              />
            </div>
          </EditorPopover.Target>
          <EditorPopover.Dropdown>
            {adding && (
              <ColumnEditor
                column={null}
                datasource={datasource}
                source={config.choicesFrom}
                onClose={() => setAdding(false)}
                onSave={(column) => {
                  add(column);
                  setAdding(false);
                }}
              />
            )}
          </EditorPopover.Dropdown>
        </EditorPopover>
      )}
    </DropZone>
  );
}
