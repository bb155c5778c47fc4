// The adhoc metric editor (popover content): a saved metric, a SIMPLE aggregate of a column, or custom SQL,
// with an editable label.
import { Button, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AGGREGATE_CHOICES } from '../../../viz/shared/controls';
import type { AdhocMetric, QueryFormMetric } from '../../../viz/shared/form-data';
import { LazySqlEditor } from '../../../components/sql-editor/lazy-sql-editor';
import { defaultMetricLabel, getMetricLabel, newOptionName, relabelMetric, withDefaultLabel } from './adhoc';
import { columnLabel } from './datasource-options';
import type { ControlDatasource } from './types';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

function initialTab(metric: QueryFormMetric | null): Tab {
  if (typeof metric === 'string') return 'SAVED';
  if (metric?.expressionType === 'SQL') return 'SQL';
  return 'SIMPLE';
}

export function MetricEditor({
  metric,
  datasource,
  onSave,
  onClose,
}: {
  metric: QueryFormMetric | null;
  datasource: ControlDatasource | null;
  onSave: (metric: QueryFormMetric) => void;
  onClose: () => void;
}) {
  const adhoc = metric !== null && typeof metric === 'object' ? metric : null;
  const [tab, setTab] = useState<Tab>(initialTab(metric));
  const [saved, setSaved] = useState<string | null>(typeof metric === 'string' ? metric : null);
  const [aggregate, setAggregate] = useState<string | null>(adhoc?.expressionType === 'SIMPLE' ? adhoc.aggregate : null);
  const [column, setColumn] = useState<string | null>(adhoc?.expressionType === 'SIMPLE' ? adhoc.column.column_name : null);
  const [sqlText, setSqlText] = useState(adhoc?.expressionType === 'SQL' ? adhoc.sqlExpression : '');
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const columns = datasource?.columns ?? [];
  const draft = (): AdhocMetric | string | null => {
    const optionName = adhoc?.optionName ?? newOptionName('metric');
    if (tab === 'SAVED') return saved;
    if (tab === 'SIMPLE') {
      if (!aggregate || !column) return null;
      const type = columns.find((candidate) => candidate.columnName === column)?.type;
      return withDefaultLabel({ expressionType: 'SIMPLE', aggregate, column: { column_name: column, ...(type ? { type } : {}) }, optionName });
    }
    if (!sqlText.trim()) return null;
    return withDefaultLabel({ expressionType: 'SQL', sqlExpression: sqlText, optionName });
  };
  const current = draft();
  const placeholder = current === null ? 'My metric' : typeof current === 'string' ? current : defaultMetricLabel(current);

  return (
    <Stack gap="sm" w={380} data-testid="metric-editor">
      {tab !== 'SAVED' && (
        <TextInput
          size="xs"
          label="Metric label"
          placeholder={placeholder}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          data-testid="metric-editor-label"
        />
      )}
      <Tabs value={tab} onChange={(next) => next && setTab(next as Tab)}>
        <Tabs.List grow>
          <Tabs.Tab value="SAVED">Saved</Tabs.Tab>
          <Tabs.Tab value="SIMPLE">Simple</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SAVED" pt="sm">
          {datasource && datasource.metrics.length === 0 ? (
            <Text size="sm" c="dimmed">
              This dataset has no saved metrics.
            </Text>
          ) : (
            <Select
              label="Saved metric"
              searchable
              placeholder="Select a saved metric"
              data={(datasource?.metrics ?? []).map((saved) => ({ value: saved.metricName, label: saved.verboseName || saved.metricName }))}
              value={saved}
              onChange={setSaved}
              comboboxProps={{ withinPortal: false }}
              data-testid="metric-editor-saved"
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="SIMPLE" pt="sm">
          <Stack gap="xs">
            <Select
              label="Column"
              searchable
              placeholder="Select a column"
              data={columns.map((candidate) => ({ value: candidate.columnName, label: columnLabel(candidate) }))}
              value={column}
              onChange={setColumn}
              comboboxProps={{ withinPortal: false }}
              data-testid="metric-editor-column"
            />
            <Select
              label="Aggregate"
              placeholder="Select an aggregate"
              data={AGGREGATE_CHOICES.map(([value, text]) => ({ value, label: text }))}
              value={aggregate}
              onChange={setAggregate}
              comboboxProps={{ withinPortal: false }}
              data-testid="metric-editor-aggregate"
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="sm">
          {tab === 'SQL' && (
            <LazySqlEditor value={sqlText} onChange={setSqlText} height={140} placeholder="SUM(num)" data-testid="metric-editor-sql" />
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          Close
        </Button>
        <Button
          size="xs"
          disabled={current === null}
          data-testid="metric-editor-save"
          onClick={() => {
            if (current === null) return;
            onSave(typeof current === 'string' ? current : relabelMetric(current, label));
          }}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export { getMetricLabel };
