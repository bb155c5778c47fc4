// A table opened in the left bar: its columns with types, primary and foreign keys, indexes; expand/collapse,
// data preview (unless the database disables it), copy SELECT *, remove.
import { copyToClipboard } from '../../components/clipboard';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Card, Collapse, Group, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { SqlLabTableMetadataDocument } from '../../gql/graphql';
import { ChevronIcon, CloseIcon, CopyIcon, PreviewIcon } from './sqllab-icons';
import type { TableSchemaState } from './tab-model';

interface TableCardProps {
  table: TableSchemaState;
  allowPreview: boolean;
  onToggle: () => void;
  onRemove: () => void;
  onPreview: (selectStar: string) => void;
}

export function TableCard({ table, allowPreview, onToggle, onRemove, onPreview }: TableCardProps) {
  const { data, loading, error } = useQuery(SqlLabTableMetadataDocument, {
    variables: { databaseId: table.dbId, catalog: table.catalog, schema: table.schema, table: table.name },
  });
  const metadata = data?.tableMetadata;
  const keyColumns = new Set(metadata?.primaryKey?.columns ?? []);
  const foreignColumns = new Map<string, string>();
  for (const fk of metadata?.foreignKeys ?? []) {
    fk.columns.forEach((column, i) => foreignColumns.set(column, `${fk.referredTable}.${fk.referredColumns[i] ?? ''}`));
  }

  return (
    <Card withBorder padding="xs" radius="sm" data-testid="sqllab-table-card" data-table={table.name}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <UnstyledButton onClick={onToggle} style={{ minWidth: 0, flex: 1 }} aria-expanded={table.expanded}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" w={12} style={{ display: 'flex' }}>
              <ChevronIcon open={table.expanded} />
            </Text>
            <Text size="sm" fw={600} truncate>
              {table.name}
            </Text>
            {metadata?.type === 'view' && (
              <Badge size="xs" variant="light" color="gray">
                view
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        {loading && <Loader size={14} />}
        <Group gap={0} wrap="nowrap">
          {allowPreview && metadata && (
            <Tooltip label="Preview data">
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Preview ${table.name}`} onClick={() => onPreview(metadata.selectStar)}>
                <PreviewIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {metadata && (
            <Tooltip label="Copy SELECT statement to the clipboard">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Copy SELECT * of ${table.name}`}
                onClick={() => void copyToClipboard(metadata.selectStar)}
              >
                <CopyIcon />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Remove table preview">
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove ${table.name}`} onClick={onRemove}>
              <CloseIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error.message}
        </Text>
      )}
      <Collapse expanded={table.expanded}>
        {metadata && (
          <Stack gap={2} mt={6}>
            {metadata.comment && (
              <Text size="xs" c="dimmed" mb={4}>
                {metadata.comment}
              </Text>
            )}
            {metadata.columns.map((column) => (
              <Group key={column.name} justify="space-between" wrap="nowrap" gap={4} data-testid="sqllab-table-column">
                <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="xs" truncate title={column.comment ?? undefined}>
                    {column.name}
                  </Text>
                  {keyColumns.has(column.name) && (
                    <Badge size="xs" color="yellow" variant="light" title="Primary key">
                      PK
                    </Badge>
                  )}
                  {foreignColumns.has(column.name) && (
                    <Badge size="xs" color="blue" variant="light" title={`Foreign key to ${foreignColumns.get(column.name)}`}>
                      FK
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" ff="monospace" title={column.longType}>
                  {column.type.toLowerCase()}
                </Text>
              </Group>
            ))}
            {metadata.indexes.length > 0 && (
              <Stack gap={2} mt={6}>
                <Text size="xs" fw={600}>
                  Indexes
                </Text>
                {metadata.indexes.map((index) => (
                  <Text key={index.name} size="xs" c="dimmed">
                    {index.name}
                    {index.unique ? ' (unique)' : ''}: {index.columns.join(', ')}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Collapse>
    </Card>
  );
}
