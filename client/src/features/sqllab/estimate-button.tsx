// 'Estimate cost': the engine's estimate of the tab's query (or selection), shown as a small table.
import { useLazyQuery } from '@apollo/client/react';
import { Button, Popover, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LOG_EVENTS, logEvent } from '../../app/event-logger';
import { responseErrorsOf } from '../../app/graphql-errors';
import { EstimateQueryCostDocument } from '../../gql/graphql';
import type { QueryEditor } from './tab-model';

/** The engine answers one object of label -> value per statement. */
export function costRows(result: unknown): Array<Record<string, string>> {
  const list = Array.isArray(result) ? result : result ? [result] : [];
  return list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object').map((item) =>
    Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)])),
  );
}

export function EstimateButton({ tab }: { tab: QueryEditor }) {
  const [opened, setOpened] = useState(false);
  const [estimate, { data, loading, error }] = useLazyQuery(EstimateQueryCostDocument, { fetchPolicy: 'no-cache' });
  const rows = costRows(data?.estimateQueryCost);
  const headers = rows.length ? Object.keys(rows[0]) : [];

  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          disabled={tab.dbId === null || !tab.sql.trim()}
          onClick={() => {
            setOpened(true);
            logEvent(LOG_EVENTS.sqlLabEstimateQueryCost, { source: 'sqlLab', source_id: tab.id, database_id: tab.dbId });
            const sql = tab.selectedText.trim() ? tab.selectedText : tab.sql;
            void estimate({
              variables: { databaseId: tab.dbId ?? 0, sql, catalog: tab.catalog, schema: tab.schema, templateParams: tab.templateParams || null },
            }).catch(() => undefined);
          }}
          data-testid="sqllab-estimate"
        >
          Estimate cost
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          Query cost estimate
        </Text>
        {loading && <Text size="sm">Estimating…</Text>}
        {error && (
          <Text size="sm" c="red">
            {responseErrorsOf(error)[0]?.message ?? error.message}
          </Text>
        )}
        {!loading && !error && rows.length > 0 && (
          <Table withTableBorder striped fz="xs">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i}>
                  {headers.map((header) => (
                    <Table.Td key={header}>{row[header]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
