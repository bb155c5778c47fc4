// The toolbar above the editor. Buttons appear only when they can work: estimate when the database allows cost
// estimates, 'Create table'/'Create view' when it allows CTAS/CVAS.
import { Button, Group, Menu, Select, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { SqlLabDatabaseFragment } from '../../gql/graphql';
import { CtasModal, type CtasRequest } from './ctas-modal';
import { EstimateButton } from './estimate-button';
import { effectiveQueryLimit, formatLimit, queryLimitChoices } from './query-limit';
import type { SqlLabSettings } from './sqllab-settings';
import type { QueryEditor } from './tab-model';
import { TemplateParamsModal } from './template-params-modal';
import { parseTemplateParams } from './template-params';

export interface EditorToolbarProps {
  tab: QueryEditor;
  database: SqlLabDatabaseFragment | null;
  settings: SqlLabSettings;
  running: boolean;
  stopping: boolean;
  onRun: () => void;
  onStop: () => void;
  onFormat: () => void;
  onLimit: (limit: number) => void;
  onTemplateParams: (text: string) => void;
  onSave: () => void;
  onSchedule: () => void;
  onCopyLink: () => void;
  onCtas: (request: CtasRequest) => void;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { tab, database, settings, running, stopping, onRun, onStop, onFormat, onLimit, onTemplateParams, onSave, onSchedule, onCopyLink, onCtas } = props;
  const [paramsOpen, setParamsOpen] = useState(false);
  const [ctasKind, setCtasKind] = useState<'TABLE' | 'VIEW' | null>(null);
  const limit = effectiveQueryLimit(tab.queryLimit, settings.defaultQueryLimit, settings.sqlMaxRow);
  const paramsValid = parseTemplateParams(tab.templateParams).ok;
  const hasSelection = tab.selectedText.trim().length > 0;
  const noDatabase = tab.dbId === null;
  const paramCount = paramsValid ? Object.keys((parseTemplateParams(tab.templateParams) as { value: object }).value).length : 0;

  return (
    <Group justify="space-between" px="xs" py={6} gap="xs" wrap="wrap" data-testid="sqllab-toolbar">
      <Group gap="xs" wrap="nowrap">
        {running ? (
          <Button size="xs" color="red" onClick={onStop} loading={stopping} data-testid="sqllab-stop">
            Stop
          </Button>
        ) : (
          <Tooltip label="Ctrl/Cmd + Enter">
            <Button size="xs" onClick={onRun} disabled={noDatabase || !tab.sql.trim()} data-testid="sqllab-run">
              {hasSelection ? 'Run selection' : 'Run'}
            </Button>
          </Tooltip>
        )}
        <Select
          size="xs"
          w={140}
          aria-label="Row limit"
          data={queryLimitChoices(settings.sqlMaxRow).map((choice) => ({ value: String(choice), label: `LIMIT: ${formatLimit(choice)}` }))}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
          allowDeselect={false}
          data-testid="sqllab-limit"
        />
        {database?.allowsCostEstimate && <EstimateButton tab={tab} />}
        <Tooltip label="Ctrl/Cmd + Shift + F">
          <Button size="xs" variant="default" onClick={onFormat} disabled={!tab.sql.trim()} data-testid="sqllab-format">
            Format SQL
          </Button>
        </Tooltip>
        <Button
          size="xs"
          variant={paramsValid ? 'default' : 'light'}
          color={paramsValid ? undefined : 'red'}
          onClick={() => setParamsOpen(true)}
          data-testid="sqllab-params"
        >
          {paramsValid ? `Parameters${paramCount ? ` (${paramCount})` : ''}` : 'Parameters: invalid JSON'}
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="default" onClick={onSave} disabled={noDatabase} data-testid="sqllab-save">
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onSchedule} disabled={noDatabase} data-testid="sqllab-schedule">
          Schedule
        </Button>
        <Button size="xs" variant="default" onClick={onCopyLink} disabled={noDatabase} data-testid="sqllab-copy-link">
          Copy link
        </Button>
        {(database?.allowCtas || database?.allowCvas) && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="default" disabled={running} data-testid="sqllab-ctas">
                Create…
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {database.allowCtas && <Menu.Item onClick={() => setCtasKind('TABLE')}>Create table</Menu.Item>}
              {database.allowCvas && <Menu.Item onClick={() => setCtasKind('VIEW')}>Create view</Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {!paramsValid && (
        <Text size="xs" c="red" w="100%">
          {(parseTemplateParams(tab.templateParams) as { error: string }).error}
        </Text>
      )}
      <TemplateParamsModal opened={paramsOpen} value={tab.templateParams} onClose={() => setParamsOpen(false)} onChange={onTemplateParams} />
      <CtasModal
        kind={ctasKind}
        defaultSchema={database?.forceCtasSchema ?? tab.schema}
        schemaLocked={!!database?.forceCtasSchema}
        onClose={() => setCtasKind(null)}
        onSubmit={(request) => {
          setCtasKind(null);
          onCtas(request);
        }}
      />
    </Group>
  );
}
