// Source tab: whether the dataset reads a table (physical) or a SELECT (virtual), and where it reads from.
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { DatasetEditFragment } from '../../gql/graphql';
import type { DatasetDraft } from './dataset-form';
import { LazySqlEditor } from '../../components/sql-editor/lazy-sql-editor';

interface Props {
  draft: DatasetDraft;
  stored: DatasetEditFragment;
  readOnly: boolean;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

export function DatasetSourceTab({ draft, stored, readOnly, onChange }: Props) {
  const virtual = draft.kind === 'VIRTUAL';
  return (
    <Stack gap="md">
      <SegmentedControl
        value={draft.kind}
        onChange={(kind) => onChange({ kind: kind as DatasetDraft['kind'] })}
        disabled={readOnly}
        data={[
          { value: 'PHYSICAL', label: 'Physical (table or view)' },
          { value: 'VIRTUAL', label: 'Virtual (SQL)' },
        ]}
        data-testid="dataset-kind"
        w="fit-content"
      />
      <Group grow align="flex-start">
        <TextInput label="Database" value={stored.database?.databaseName ?? ''} readOnly description="A dataset cannot move to another database" />
        <TextInput label="Schema" value={draft.schema} readOnly={readOnly} onChange={(e) => onChange({ schema: e.currentTarget.value })} />
        <TextInput
          label={virtual ? 'Dataset name' : 'Table name'}
          required
          value={draft.tableName}
          readOnly={readOnly}
          onChange={(e) => onChange({ tableName: e.currentTarget.value })}
          data-testid="dataset-table-name"
        />
      </Group>
      {virtual && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            SQL
          </Text>
          <Text size="xs" c="dimmed">
            One read-only SELECT. Its result columns become the dataset&apos;s columns.
          </Text>
          <LazySqlEditor value={draft.sql} onChange={(sql) => onChange({ sql })} readOnly={readOnly} placeholder="SELECT ..." height={320} data-testid="dataset-sql" />
        </Stack>
      )}
    </Stack>
  );
}
