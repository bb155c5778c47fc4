// Columns several lists share: a relative time (the last change, a creation) and the row actions.
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { humanizeRelative } from '../relative-time';
import type { ListViewColumn } from './list-view';

interface RelativeTimeColumn<Row> {
  id: string;
  header: string;
  width: number;
  time: (row: Row) => string;
}

/** A time as 'x ago', the exact time on hover, sortable. */
export function relativeTimeColumn<Row>({ id, header, width, time }: RelativeTimeColumn<Row>): ListViewColumn<Row> {
  return {
    id,
    header,
    sortable: true,
    width,
    render: (row) => (
      <Tooltip label={new Date(time(row)).toLocaleString()} withArrow>
        <Text size="sm" span>
          {humanizeRelative(time(row))}
        </Text>
      </Tooltip>
    ),
  };
}

/** Every list's "Last modified" column, sorted by changed_on. */
export const lastModifiedColumn = <Row extends { changedOn: string }>(width = 170): ListViewColumn<Row> =>
  relativeTimeColumn({ id: 'changed_on_delta_humanized', header: 'Last modified', width, time: (row) => row.changedOn });

/** One icon button of a row's actions. */
export interface RowAction<Row> {
  tooltip: string | ((row: Row) => string);
  ariaLabel: (row: Row) => string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  /** Shown only where this says so (e.g. the caller may delete the row). */
  visible?: (row: Row) => boolean;
  color?: string;
  testId: string;
}

export function rowActionsColumn<Row>(width: number, actions: ReadonlyArray<RowAction<Row>>, gap = 4): ListViewColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    width,
    render: (row) => (
      <Group gap={gap} wrap="nowrap">
        {actions
          .filter((action) => action.visible?.(row) ?? true)
          .map((action) => (
            <Tooltip key={action.testId} label={typeof action.tooltip === 'string' ? action.tooltip : action.tooltip(row)} withArrow>
              <ActionIcon variant="subtle" color={action.color} aria-label={action.ariaLabel(row)} onClick={() => action.onClick(row)} data-testid={action.testId}>
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ))}
      </Group>
    ),
  };
}
