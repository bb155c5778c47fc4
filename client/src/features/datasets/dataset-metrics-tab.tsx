// Metrics tab: each saved metric's key, label and SQL; a row opens to its format, currency, warning and
// certification (stored in the metric's `extra`, as Superset does).
import { ActionIcon, Autocomplete, Badge, Button, Group, Select, Stack, Table, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ChevronIcon, RemoveIcon } from './dataset-icons';
import { emptyMetric, type DatasetDraft, type MetricDraft } from './dataset-form';

/** Spec 1 §9 number formats. */
const D3_FORMATS = [',d', '.1s', '.3s', ',.1%', '.2%', '.3%', '.4r', ',.1f', ',.2f', ',.3f', '+,', '$,.2f'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CHF', 'CAD', 'AUD', 'BRL'];

interface Props {
  draft: DatasetDraft;
  readOnly: boolean;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

export function DatasetMetricsTab({ draft, readOnly, onChange }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const update = (key: string, patch: Partial<MetricDraft>) => onChange({ metrics: draft.metrics.map((m) => (m.key === key ? { ...m, ...patch } : m)) });
  const remove = (key: string) => onChange({ metrics: draft.metrics.filter((m) => m.key !== key) });
  const add = () => {
    const metric = emptyMetric();
    onChange({ metrics: [...draft.metrics, metric] });
    setOpen(metric.key);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Metrics are SQL aggregates charts can use by name.
        </Text>
        <Button size="xs" variant="light" onClick={add} disabled={readOnly} data-testid="add-metric">
          Add metric
        </Button>
      </Group>
      <Table verticalSpacing={6} data-testid="metrics-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32} />
            <Table.Th w={200}>Metric key</Table.Th>
            <Table.Th w={200}>Label</Table.Th>
            <Table.Th>SQL expression</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.metrics.map((m) => {
            const name = m.metricName || 'new metric';
            return (
              <Fragment key={m.key}>
                <Table.Tr data-testid="metric-row">
                  <Table.Td>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Details of metric ${name}`} onClick={() => setOpen(open === m.key ? null : m.key)}>
                      <ChevronIcon open={open === m.key} />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <TextInput size="xs" value={m.metricName} readOnly={readOnly} aria-label={`Key of metric ${name}`} onChange={(e) => update(m.key, { metricName: e.currentTarget.value })} />
                      {m.certifiedBy && (
                        <Tooltip label={`Certified by ${m.certifiedBy}`}>
                          <Badge size="xs" color="teal" variant="light">
                            ✓
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" value={m.verboseName} readOnly={readOnly} aria-label={`Label of metric ${name}`} onChange={(e) => update(m.key, { verboseName: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" ff="monospace" value={m.expression} readOnly={readOnly} aria-label={`SQL of metric ${name}`} onChange={(e) => update(m.key, { expression: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Delete metric ${name}`} disabled={readOnly} onClick={() => remove(m.key)}>
                      <RemoveIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {open === m.key && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={4}>
                      <MetricDetails metric={m} readOnly={readOnly} onChange={(patch) => update(m.key, patch)} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      {draft.metrics.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No metrics
        </Text>
      )}
    </Stack>
  );
}

function MetricDetails({ metric: m, readOnly, onChange }: { metric: MetricDraft; readOnly: boolean; onChange: (patch: Partial<MetricDraft>) => void }) {
  return (
    <Stack gap="xs" py="xs">
      <Textarea label="Description" autosize minRows={1} value={m.description} readOnly={readOnly} onChange={(e) => onChange({ description: e.currentTarget.value })} />
      <Group grow align="flex-start">
        <Autocomplete label="D3 format" placeholder=",.2f" data={D3_FORMATS} value={m.d3format} readOnly={readOnly} onChange={(d3format) => onChange({ d3format })} />
        <Autocomplete label="Currency" placeholder="None" data={CURRENCIES} value={m.currencySymbol} readOnly={readOnly} onChange={(currencySymbol) => onChange({ currencySymbol })} />
        <Select
          label="Currency position"
          data={[
            { value: 'prefix', label: 'Prefix' },
            { value: 'suffix', label: 'Suffix' },
          ]}
          value={m.currencyPosition}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(value) => onChange({ currencyPosition: value ?? 'prefix' })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Certified by" value={m.certifiedBy} readOnly={readOnly} onChange={(e) => onChange({ certifiedBy: e.currentTarget.value })} />
        <TextInput label="Certification details" value={m.certificationDetails} readOnly={readOnly} onChange={(e) => onChange({ certificationDetails: e.currentTarget.value })} />
      </Group>
      <Textarea
        label="Warning"
        description="Markdown shown next to the metric"
        autosize
        minRows={1}
        value={m.warningMarkdown}
        readOnly={readOnly}
        onChange={(e) => onChange({ warningMarkdown: e.currentTarget.value })}
      />
    </Stack>
  );
}
