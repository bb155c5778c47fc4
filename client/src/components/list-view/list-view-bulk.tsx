// Bulk selection in a list (spec 1 §2): the toggle, the banner with the count and the bulk actions, and the
// checkbox column.
import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { ListViewColumn } from './list-view';
import type { BulkSelection } from './use-bulk-selection';

export interface ListViewBulkAction<Key> {
  label: string;
  color?: string;
  testId?: string;
  /** Runs on the selected rows' keys; never called with none selected. */
  run: (keys: Key[]) => void;
}

export interface ListViewBulk<Row, Key> {
  selection: BulkSelection<Key>;
  actions: ReadonlyArray<ListViewBulkAction<Key>>;
  /** The checkbox's accessible name is 'Select <rowLabel>'. */
  rowLabel: (row: Row) => string;
  /** Prefix of the toggle's, banner's and checkboxes' test ids: '<prefix>-bulk-toggle', … */
  testIdPrefix: string;
}

export function BulkToggle<Row, Key>({ bulk }: { bulk: ListViewBulk<Row, Key> }) {
  return (
    <Button variant={bulk.selection.enabled ? 'light' : 'default'} onClick={bulk.selection.toggleEnabled} data-testid={`${bulk.testIdPrefix}-bulk-toggle`}>
      Bulk select
    </Button>
  );
}

export function BulkBanner<Row, Key>({ bulk, pageKeys }: { bulk: ListViewBulk<Row, Key>; pageKeys: Key[] }) {
  const { selection } = bulk;
  const none = selection.selected.size === 0;
  return (
    <Group gap="sm" data-testid={`${bulk.testIdPrefix}-bulk-bar`}>
      <Text size="sm">{selection.selected.size} Selected</Text>
      <Button size="compact-sm" variant="subtle" onClick={() => selection.select(pageKeys)}>
        Select all
      </Button>
      <Button size="compact-sm" variant="subtle" disabled={none} onClick={selection.clear}>
        Deselect all
      </Button>
      {bulk.actions.map((action) => (
        <Button
          key={action.label}
          size="compact-sm"
          color={action.color}
          disabled={none}
          onClick={() => action.run([...selection.selected])}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}

export function selectionColumn<Row, Key>(bulk: ListViewBulk<Row, Key>, rowKey: (row: Row) => Key): ListViewColumn<Row> {
  return {
    id: 'select',
    header: '',
    width: 40,
    render: (row) => (
      <Checkbox
        aria-label={`Select ${bulk.rowLabel(row)}`}
        checked={bulk.selection.selected.has(rowKey(row))}
        onChange={() => bulk.selection.toggle(rowKey(row))}
        data-testid={`${bulk.testIdPrefix}-select`}
      />
    ),
  };
}
