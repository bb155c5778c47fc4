// 'Query preview' of the saved query list: the SQL, read-only and highlighted, with Previous/Next through the
// page and 'Open in SQL Lab'. Loaded on first preview, so the list does not carry CodeMirror.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LazySqlEditor } from '../../components/sql-editor/lazy-sql-editor';

export interface PreviewedQuery {
  id: number;
  label: string | null;
  sql: string | null;
  database: { databaseName: string } | null;
  schema: string | null;
}

interface Props {
  queries: readonly PreviewedQuery[];
  index: number;
  onIndexChange: (index: number) => void;
  onOpenInSqlLab: (query: PreviewedQuery) => void;
  onClose: () => void;
}

const noop = () => undefined;

export function SavedQueryPreviewModal({ queries, index, onIndexChange, onOpenInSqlLab, onClose }: Props) {
  const query = queries[index];
  if (!query) return null;
  return (
    <Modal opened onClose={onClose} title="Query preview" size="xl" centered data-testid="saved-query-preview">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} data-testid="saved-query-preview-label">
            {query.label ?? 'Untitled query'}
          </Text>
          <Text size="sm" c="dimmed">
            {[query.database?.databaseName, query.schema].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        <LazySqlEditor value={query.sql ?? ''} onChange={noop} readOnly height={240} data-testid="saved-query-preview-sql" />
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" disabled={index === 0} onClick={() => onIndexChange(index - 1)}>
              Previous
            </Button>
            <Button variant="default" disabled={index >= queries.length - 1} onClick={() => onIndexChange(index + 1)}>
              Next
            </Button>
          </Group>
          <Button onClick={() => onOpenInSqlLab(query)} data-testid="saved-query-preview-open">
            Open in SQL Lab
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
