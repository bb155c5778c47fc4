// The explore screen's left column: the chart's dataset with its menu (Edit dataset, Swap dataset, View in SQL
// Lab), then its metrics and columns with search, type icons, tooltips, certification and warning icons.
// Every item can be dragged into a control (controls/drag-data.ts carries it).
import { ActionIcon, Box, Group, Menu, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { memo, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import type { ExploreDatasourceQuery } from '../../gql/graphql';
import { SearchIcon } from '../../components/list-view/icons';
import { setDragItem, type DraggedItem } from './controls';
import {
  certificationText,
  columnTooltip,
  filterColumns,
  filterMetrics,
  metricTooltip,
  type PaneColumn,
  type PaneMetric,
  type TooltipLine,
} from './datasource-items';
import { CertifiedIcon, ColumnTypeIcon, DatasetIcon, DotsIcon, MetricIcon, WarningIcon } from './explore-icons';

export type ExploreDatasource = ExploreDatasourceQuery['datasourceMetadata'];

interface Props {
  datasource: ExploreDatasource | null;
  /** The dataset name to show while its metadata loads or when it failed. */
  fallbackName: string;
  onEditDataset: () => void;
  onSwapDataset: () => void;
}

function TooltipBody({ lines }: { lines: TooltipLine[] }) {
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.label} size="xs">
          <Text span fw={700} size="xs">
            {line.label}:
          </Text>{' '}
          {line.value}
        </Text>
      ))}
    </Stack>
  );
}

function ItemRow({ icon, label, tooltip, certification, warning, drag, testId }: {
  icon: ReactNode;
  label: string;
  tooltip: TooltipLine[];
  certification: string | null;
  warning: string | null;
  drag: DraggedItem;
  testId: string;
}) {
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    setDragItem(event.dataTransfer, drag);
  };
  return (
    <Group
      gap={6}
      wrap="nowrap"
      draggable
      onDragStart={onDragStart}
      data-testid={testId}
      px={6}
      py={3}
      style={{ cursor: 'grab', borderRadius: 4, border: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-body)' }}
    >
      <Box c="dimmed" style={{ display: 'flex', flexShrink: 0 }}>
        {icon}
      </Box>
      <Tooltip label={<TooltipBody lines={tooltip} />} position="right" withArrow openDelay={300} multiline maw={320}>
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
          {label}
        </Text>
      </Tooltip>
      {certification && (
        <Tooltip label={certification} withArrow multiline maw={280} style={{ whiteSpace: 'pre-line' }}>
          <Box style={{ display: 'flex' }} aria-label={certification.split('\n')[0]}>
            <CertifiedIcon />
          </Box>
        </Tooltip>
      )}
      {warning && (
        <Tooltip label={warning} withArrow multiline maw={280}>
          <Box style={{ display: 'flex' }} aria-label="Warning">
            <WarningIcon />
          </Box>
        </Tooltip>
      )}
    </Group>
  );
}

function ColumnItem({ column }: { column: PaneColumn }) {
  return (
    <ItemRow
      icon={<ColumnTypeIcon typeGeneric={column.typeGeneric} isDttm={column.isDttm} />}
      label={column.verboseName || column.columnName}
      tooltip={columnTooltip(column)}
      certification={certificationText(column.certifiedBy, column.certificationDetails)}
      warning={column.warningMarkdown ?? null}
      drag={{ kind: 'column', name: column.columnName }}
      testId="datasource-column"
    />
  );
}

function MetricItem({ metric }: { metric: PaneMetric }) {
  return (
    <ItemRow
      icon={<MetricIcon />}
      label={metric.verboseName || metric.metricName}
      tooltip={metricTooltip(metric)}
      certification={certificationText(metric.certifiedBy, metric.certificationDetails)}
      warning={metric.warningMarkdown || metric.warningText || null}
      drag={{ kind: 'metric', name: metric.metricName }}
      testId="datasource-metric"
    />
  );
}

function SectionTitle({ title, shown, total }: { title: string; shown: number; total: number }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4}>
      {title}{' '}
      <Text span size="xs" c="dimmed" fw={400} tt="none">
        {shown === total ? `(${total})` : `Showing ${shown} of ${total}`}
      </Text>
    </Text>
  );
}

export function sqlLabUrl(datasource: ExploreDatasource): string {
  return `/sqllab/?datasourceKey=${encodeURIComponent(datasource.uid)}`;
}

/** Memoised: the chart's run states re-render the screen, not the pane. */
export const DatasetPane = memo(function DatasetPane({ datasource, fallbackName, onEditDataset, onSwapDataset }: Props) {
  const [search, setSearch] = useState('');
  const columns = useMemo(() => filterColumns(datasource?.columns ?? [], search), [datasource, search]);
  const metrics = useMemo(() => filterMetrics(datasource?.metrics ?? [], search), [datasource, search]);
  const extra = (datasource?.extra ?? null) as { certification?: { certified_by?: string; details?: string }; warning_markdown?: string } | null;
  const datasetCertification = certificationText(extra?.certification?.certified_by, extra?.certification?.details);

  return (
    <Stack gap={0} h="100%" data-testid="dataset-pane" style={{ minHeight: 0 }}>
      <Group gap={6} wrap="nowrap" mb="xs">
        <Box c="dimmed" style={{ display: 'flex' }}>
          <DatasetIcon />
        </Box>
        <Text fw={600} size="sm" truncate style={{ flex: 1 }} data-testid="dataset-name" title={datasource?.name ?? fallbackName}>
          {datasource?.name ?? fallbackName}
        </Text>
        {datasetCertification && (
          <Tooltip label={datasetCertification} withArrow multiline maw={280}>
            <Box style={{ display: 'flex' }} aria-label={datasetCertification.split('\n')[0]}>
              <CertifiedIcon />
            </Box>
          </Tooltip>
        )}
        {extra?.warning_markdown && (
          <Tooltip label={extra.warning_markdown} withArrow multiline maw={280}>
            <Box style={{ display: 'flex' }} aria-label="Warning">
              <WarningIcon />
            </Box>
          </Tooltip>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Dataset menu" data-testid="dataset-menu">
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onEditDataset} disabled={!datasource}>
              Edit dataset
            </Menu.Item>
            <Menu.Item onClick={onSwapDataset}>Swap dataset</Menu.Item>
            <Menu.Item component="a" href={datasource ? sqlLabUrl(datasource) : undefined} disabled={!datasource}>
              View in SQL Lab
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <TextInput
        size="xs"
        placeholder="Search Metrics & Columns"
        aria-label="Search Metrics & Columns"
        leftSection={<SearchIcon size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1, minHeight: 0 }} offsetScrollbars type="auto">
        <SectionTitle title="Metrics" shown={metrics.length} total={datasource?.metrics.length ?? 0} />
        <Stack gap={4}>
          {metrics.map((metric) => (
            <MetricItem key={metric.metricName} metric={metric} />
          ))}
        </Stack>
        <SectionTitle title="Columns" shown={columns.length} total={datasource?.columns.length ?? 0} />
        <Stack gap={4} pb="sm">
          {columns.map((column) => (
            <ColumnItem key={column.columnName} column={column} />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
});
