// The 'chart changes' modal (spec 1 §2 Modals): the controls that differ from the saved chart, before and after.
import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { FormDataChange } from './form-data-diff';

export function ChartChangesModal({ changes, onClose }: { changes: FormDataChange[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Chart changes" size={600} centered data-testid="chart-changes-modal">
      {changes.length === 0 ? (
        <Text size="sm">No changes</Text>
      ) : (
        <Table striped withTableBorder layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Control</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.key} data-testid="chart-change">
                <Table.Td fw={600}>{change.label}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{change.before}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{change.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
