// The adhoc filter editor (popover content): SIMPLE (column, operator, value(s) — the values of IN / NOT IN
// listed from the dataset, a time range for TEMPORAL_RANGE, none for IS NULL) or custom SQL on WHERE/HAVING.
import { Button, Group, Select, Stack, Tabs, TagsInput, Text, TextInput } from '@mantine/core';
import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FilterColumnValuesDocument } from '../../../gql/graphql';
import type { AdhocFilter, SimpleAdhocFilter, SqlAdhocFilter } from '../../../viz/shared/form-data';
import { LazySqlEditor } from '../../../components/sql-editor/lazy-sql-editor';
import { filterOperatorOf, getColumnLabel, isFilterComplete, newSimpleFilter, operatorsForColumn, withOperator, type FilterOperatorId } from './adhoc';
import { columnLabel } from './datasource-options';
import { filterValuesInput, filterValuesOf } from './filter-values';
import { mergeOptions, OPTION_SEPARATORS, splitEntries } from './select-values';
import { TimeRangePicker } from './time-range-control';
import type { ControlDatasource } from './types';

/** A typed comparator for the column: numbers for numeric columns when the text is a number. */
function typedValue(text: string, numeric: boolean): string | number {
  const trimmed = text.trim();
  return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

function ValuesInput({ filter, datasource, numeric, onChange }: { filter: SimpleAdhocFilter; datasource: ControlDatasource | null; numeric: boolean; onChange: (values: unknown[]) => void }) {
  const column = typeof filter.subject === 'string' ? filter.subject : null;
  const { data, loading } = useQuery(
    FilterColumnValuesDocument,
    datasource && column ? { variables: { input: filterValuesInput(datasource, column) } } : skipToken,
  );
  const known = filterValuesOf(data?.chartData.queries[0]?.data, column ?? '').map(String);
  const values = Array.isArray(filter.comparator) ? filter.comparator : [];
  return (
    <TagsInput
      label="Values"
      data-testid="filter-editor-values"
      placeholder={loading ? 'Loading values…' : 'Select or type values'}
      data={known}
      value={values.map(String)}
      onChange={(next) => onChange(mergeOptions([], splitEntries(next).map((text) => typedValue(text, numeric))))}
      splitChars={OPTION_SEPARATORS}
      clearable
      maxDropdownHeight={240}
      comboboxProps={{ withinPortal: false }}
      limit={100}
    />
  );
}

function SimpleEditor({ filter, datasource, onChange }: { filter: SimpleAdhocFilter; datasource: ControlDatasource | null; onChange: (filter: SimpleAdhocFilter) => void }) {
  const columns = (datasource?.columns ?? []).filter((column) => column.filterable !== false);
  const subject = typeof filter.subject === 'string' ? filter.subject : null;
  const column = columns.find((candidate) => candidate.columnName === subject) ?? null;
  const operators = operatorsForColumn(column);
  const operator = filterOperatorOf(filter);
  const numeric = column?.typeGeneric === 0;
  return (
    <Stack gap="xs">
      {typeof filter.subject === 'string' || filter.subject === undefined ? (
        <Select
          label="Column"
          searchable
          placeholder="Select a column"
          data={columns.map((candidate) => ({ value: candidate.columnName, label: columnLabel(candidate) }))}
          value={subject}
          onChange={(next) => {
            if (!next) return;
            const picked = columns.find((candidate) => candidate.columnName === next);
            const temporal = picked?.isDttm === true || picked?.typeGeneric === 2;
            onChange(temporal && filter.comparator === undefined ? newSimpleFilter(next, 'TEMPORAL_RANGE') : { ...filter, subject: next });
          }}
          comboboxProps={{ withinPortal: false }}
          data-testid="filter-editor-column"
        />
      ) : (
        <Text size="sm">{getColumnLabel(filter.subject)}</Text>
      )}
      <Select
        label="Operator"
        data={operators.map((def) => ({ value: def.id, label: def.label }))}
        value={operator.id}
        allowDeselect={false}
        onChange={(id) => id && onChange(withOperator(filter, id as FilterOperatorId))}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-editor-operator"
      />
      {operator.arity === 'one' && (
        <TextInput
          label="Value"
          data-testid="filter-editor-value"
          value={filter.comparator === undefined || filter.comparator === null ? '' : String(filter.comparator)}
          onChange={(event) => onChange({ ...filter, comparator: typedValue(event.currentTarget.value, numeric) })}
        />
      )}
      {operator.arity === 'many' && <ValuesInput filter={filter} datasource={datasource} numeric={numeric} onChange={(comparator) => onChange({ ...filter, comparator })} />}
      {operator.arity === 'timeRange' && (
        <TimeRangePicker value={typeof filter.comparator === 'string' ? filter.comparator : 'No filter'} onChange={(comparator) => onChange({ ...filter, comparator })} />
      )}
    </Stack>
  );
}

function SqlEditorTab({ filter, datasource, onChange }: { filter: SqlAdhocFilter; datasource: ControlDatasource | null; onChange: (filter: SqlAdhocFilter) => void }) {
  return (
    <Stack gap="xs">
      <Select
        label="Clause"
        data={['WHERE', 'HAVING']}
        value={filter.clause}
        allowDeselect={false}
        onChange={(clause) => clause && onChange({ ...filter, clause: clause as 'WHERE' | 'HAVING' })}
        comboboxProps={{ withinPortal: false }}
        data-testid="filter-editor-clause"
      />
      <LazySqlEditor
        value={filter.sqlExpression}
        onChange={(sqlExpression) => onChange({ ...filter, sqlExpression })}
        height={120}
        placeholder={filter.clause === 'HAVING' ? 'SUM(num) > 10' : "state = 'CA'"}
        language={{ schema: (datasource?.columns ?? []).map((column) => column.columnName) }}
        data-testid="filter-editor-sql"
      />
    </Stack>
  );
}

export function FilterEditor({ filter, datasource, onSave, onClose }: { filter: AdhocFilter | null; datasource: ControlDatasource | null; onSave: (filter: AdhocFilter) => void; onClose: () => void }) {
  const [simple, setSimple] = useState<SimpleAdhocFilter>(
    filter?.expressionType === 'SIMPLE' ? filter : { expressionType: 'SIMPLE', clause: 'WHERE', subject: '', operator: '==', operatorId: 'EQUALS', comparator: '' },
  );
  const [sqlFilter, setSqlFilter] = useState<SqlAdhocFilter>(filter?.expressionType === 'SQL' ? filter : { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '' });
  const [tab, setTab] = useState<'SIMPLE' | 'SQL'>(filter?.expressionType ?? 'SIMPLE');
  const current: AdhocFilter = tab === 'SIMPLE' ? simple : sqlFilter;
  return (
    <Stack gap="sm" w={420} data-testid="filter-editor">
      <Tabs value={tab} onChange={(next) => next && setTab(next as 'SIMPLE' | 'SQL')}>
        <Tabs.List grow>
          <Tabs.Tab value="SIMPLE">Simple</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SIMPLE" pt="sm">
          <SimpleEditor filter={simple} datasource={datasource} onChange={setSimple} />
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="sm">
          {tab === 'SQL' && <SqlEditorTab filter={sqlFilter} datasource={datasource} onChange={setSqlFilter} />}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          Close
        </Button>
        <Button size="xs" disabled={!isFilterComplete(current)} data-testid="filter-editor-save" onClick={() => onSave(current)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
