// Metrics (several) and metric (one): pills of saved and adhoc metrics, each opening the metric editor in a
// popover; columns and saved metrics dropped from the dataset pane are added. The sort-by control picks one
// of the chart's metrics or a saved metric.
import { Select } from '@mantine/core';
import { useState } from 'react';
import { ensureIsArray, type QueryFormMetric } from '../../../viz/shared/form-data';
import { metricDisplayLabel, readVerboseMap } from '../../../viz/shared/labels';
import { getMetricLabel, sameMetric } from './adhoc';
import { metricFromDrop, sortByOptions } from './datasource-options';
import { MetricEditor } from './metric-editor';
import { AddPill, ControlPill, DropZone } from './pills';
import type { ControlDatasource, ControlProps } from './types';
import { EditorPopover } from './editor-popover';

function metricTooltip(metric: QueryFormMetric, datasource: ControlDatasource | null): string | undefined {
  if (typeof metric !== 'string') return metric.expressionType === 'SQL' ? metric.sqlExpression : undefined;
  const saved = datasource?.metrics.find((candidate) => candidate.metricName === metric);
  if (!saved) return undefined;
  return [saved.verboseName, saved.expression, saved.certifiedBy ? `Certified by ${saved.certifiedBy}` : null, saved.warningText]
    .filter(Boolean)
    .join('\n');
}

function EditablePill({
  metric,
  datasource,
  onSave,
  onRemove,
  index,
  name,
}: {
  metric: QueryFormMetric;
  datasource: ControlDatasource | null;
  onSave: (metric: QueryFormMetric) => void;
  onRemove: () => void;
  index: number;
  name: string;
}) {
  const [opened, setOpened] = useState(false);
  const unknownSaved = typeof metric === 'string' && datasource !== null && !datasource.metrics.some((m) => m.metricName === metric);
  return (
    <EditorPopover opened={opened} onChange={setOpened}>
      <EditorPopover.Target>
        <div>
          <ControlPill
            label={metricDisplayLabel(metric, readVerboseMap(datasource?.verboseMap))}
            tooltip={unknownSaved ? 'This metric is not in the dataset' : metricTooltip(metric, datasource)}
            warning={unknownSaved}
            onClick={() => setOpened((open) => !open)}
            onRemove={onRemove}
            testId={`control-${name}-pill-${index}`}
          />
        </div>
      </EditorPopover.Target>
      <EditorPopover.Dropdown>
        {opened && (
          <MetricEditor
            metric={metric}
            datasource={datasource}
            onClose={() => setOpened(false)}
            onSave={(next) => {
              onSave(next);
              setOpened(false);
            }}
          />
        )}
      </EditorPopover.Dropdown>
    </EditorPopover>
  );
}

export function MetricsControl({ config, value, onChange, datasource }: ControlProps) {
  const multi = config.type === 'MetricsControl';
  const metrics = ensureIsArray(value as QueryFormMetric | QueryFormMetric[] | null | undefined);
  const [adding, setAdding] = useState(false);
  const commit = (next: QueryFormMetric[]) => onChange(multi ? next : (next[0] ?? null));
  const add = (metric: QueryFormMetric) => {
    if (!multi) return commit([metric]);
    if (metrics.some((existing) => sameMetric(existing, metric))) return;
    commit([...metrics, metric]);
  };
  return (
    <DropZone
      accepts={['metric', 'column']}
      testId={`control-${config.name}-drop`}
      onDrop={(item) => {
        const metric = metricFromDrop(item, datasource);
        if (metric) add(metric);
      }}
    >
      {metrics.map((metric, index) => (
        <EditablePill
          key={typeof metric === 'string' ? metric : (metric.optionName ?? `${index}-${getMetricLabel(metric)}`)}
          metric={metric}
          datasource={datasource}
          index={index}
          name={config.name}
          onRemove={() => commit(metrics.filter((_, at) => at !== index))}
          onSave={(next) => commit(metrics.map((existing, at) => (at === index ? next : existing)))}
        />
      ))}
      {(multi || metrics.length === 0) && (
        <EditorPopover opened={adding} onChange={setAdding}>
          <EditorPopover.Target>
            <div>
              <AddPill
                label={multi ? 'Drop columns/metrics here or click' : 'Drop a column/metric here or click'}
                onClick={() => setAdding((open) => !open)}
                testId={`control-${config.name}-add`}
              />
            </div>
          </EditorPopover.Target>
          <EditorPopover.Dropdown>
            {adding && (
              <MetricEditor
                metric={null}
                datasource={datasource}
                onClose={() => setAdding(false)}
                onSave={(metric) => {
                  add(metric);
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

export function SortByControl({ config, value, onChange, formData, datasource, error }: ControlProps) {
  const options = sortByOptions(formData, datasource);
  const verboseMap = readVerboseMap(datasource?.verboseMap);
  const current = value as QueryFormMetric | null | undefined;
  if (current && !options.some((option) => sameMetric(option, current))) options.unshift(current);
  return (
    <Select
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      data={options.map((option) => ({ value: getMetricLabel(option), label: metricDisplayLabel(option, verboseMap) }))}
      value={current ? getMetricLabel(current) : null}
      onChange={(label) => onChange(label === null ? null : (options.find((option) => getMetricLabel(option) === label) ?? null))}
      clearable={config.clearable !== false}
      searchable
      placeholder={config.placeholder ?? 'Select a metric'}
      error={Boolean(error)}
    />
  );
}
