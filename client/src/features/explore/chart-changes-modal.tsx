// The 'chart changes' modal (spec 1 §2 Modals): the controls that differ from the saved chart, before and after.
import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { FormDataChange } from './form-data-diff';

/** What changed, one row per item: its name, the value before and after (also the dashboard's overwrite diff). */
export function BeforeAfterTable({ subject, rows, rowTestId }: { subject: string; rows: readonly { key: string; label: string; before: string; after: string }[]; rowTestId: string }) {
  return (
    <Table striped withTableBorder layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{subject}</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={rowTestId}>
            <Table.Td fw={600} style={{ wordBreak: 'break-word' }}>
              {row.label}
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{row.before}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{row.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ChartChangesModal({ changes, onClose }: { changes: FormDataChange[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Chart changes" size={600} centered data-testid="chart-changes-modal">
      {changes.length === 0 ? (
        <Text size="sm">No changes</Text>
      ) : (
        <BeforeAfterTable subject="Control" rows={changes} rowTestId="chart-change" />
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
