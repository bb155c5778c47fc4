import { ScrollArea, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { VizRendererProps } from '../types';
import type { TableChartProps } from './transform-props';

export default function TableChart({ props, onRendered }: VizRendererProps<TableChartProps>) {
  // The table is on screen as soon as it has committed; there is no asynchronous drawing step.
  useEffect(() => onRendered(), [props, onRendered]);

  if (props.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No results were returned for this query
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <Table striped highlightOnHover stickyHeader withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.key} ta={column.kind === 'number' ? 'right' : 'left'}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((cells, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {cells.map((cell, cellIndex) => (
                <Table.Td key={props.columns[cellIndex].key} ta={props.columns[cellIndex].kind === 'number' ? 'right' : 'left'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
