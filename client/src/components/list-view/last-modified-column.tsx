import { Text, Tooltip } from '@mantine/core';
import { humanizeRelative } from '../relative-time';
import type { ListViewColumn } from './list-view';

/** Every list's "Last modified" column: relative time, exact time on hover, sorted by changed_on. */
export function lastModifiedColumn<Row extends { changedOn: string }>(width = 170): ListViewColumn<Row> {
  return {
    id: 'changed_on_delta_humanized',
    header: 'Last modified',
    sortable: true,
    width,
    render: (row) => (
      <Tooltip label={new Date(row.changedOn).toLocaleString()} withArrow>
        <Text size="sm" span>
          {humanizeRelative(row.changedOn)}
        </Text>
      </Tooltip>
    ),
  };
}
