// The explore header: the chart name (edited in place), the Altered tag that opens the chart changes modal,
// its certification, the star toggle, the actions menu (properties,
// downloads, share: copy permalink, embed code; view query, run in SQL Lab) and the Save button.
import { ActionIcon, Badge, Button, Group, Menu, TextInput, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { certificationText } from './datasource-items';
import { CertifiedIcon, DotsIcon, EditPencilIcon, StarIcon } from './explore-icons';
import { DownloadMenuItems } from './download-menu-items';
import type { DownloadFormat } from './use-chart-downloads';

interface Props {
  sliceName: string;
  /** Whether the name may be changed here (a new chart, or a saved chart the user may edit). */
  canEditName: boolean;
  onRename: (name: string) => void;
  altered: boolean;
  onShowChanges: () => void;
  certifiedBy: string | null;
  certificationDetails: string | null;
  /** null: not a saved chart (no star). */
  starred: boolean | null;
  onToggleStar: () => void;
  canShare: boolean;
  onCopyPermalink: () => void;
  onEmbedCode: () => void;
  onEditProperties: (() => void) | null;
  canDownload: boolean;
  onDownload: (format: DownloadFormat) => void;
  onViewQuery: () => void;
  /** null: nothing to run yet (no dataset). */
  onRunInSqlLab: (() => void) | null;
  onSave: () => void;
  canSave: boolean;
}

function ChartName({ value, editable, onRename }: { value: string; editable: boolean; onRename: (name: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    setEditing(false);
    const name = draft.trim();
    if (name && name !== value) onRename(name);
    else setDraft(value);
  };
  if (editing) {
    return (
      <TextInput
        autoFocus
        size="sm"
        w={360}
        value={draft}
        aria-label="Chart name"
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setDraft(value);
            setEditing(false);
          }
        }}
        data-testid="chart-name-input"
      />
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Title order={3} fw={600} lineClamp={1} c={value ? undefined : 'dimmed'} data-testid="chart-title" title={value}>
        {value || 'Add the name of the chart'}
      </Title>
      {editable && (
        <UnstyledButton aria-label="Edit chart name" onClick={() => setEditing(true)} c="dimmed" style={{ display: 'flex' }} data-testid="chart-name-edit">
          <EditPencilIcon />
        </UnstyledButton>
      )}
    </Group>
  );
}

export function ExploreHeader(props: Props) {
  const certification = certificationText(props.certifiedBy, props.certificationDetails);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="explore-header">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ChartName value={props.sliceName} editable={props.canEditName} onRename={props.onRename} />
        {certification && (
          <Tooltip label={certification} withArrow multiline maw={280} style={{ whiteSpace: 'pre-line' }}>
            <span style={{ display: 'flex' }} aria-label={certification.split('\n')[0]}>
              <CertifiedIcon size={18} />
            </span>
          </Tooltip>
        )}
        {props.starred !== null && (
          <Tooltip label={props.starred ? 'Unstar' : 'Star'}>
            <ActionIcon variant="subtle" color="gray" onClick={props.onToggleStar} aria-label={props.starred ? 'Unstar' : 'Star'} aria-pressed={props.starred} data-testid="chart-star">
              <StarIcon filled={props.starred} />
            </ActionIcon>
          </Tooltip>
        )}
        {props.altered && (
          <Tooltip label="Click to see difference">
            <Badge component="button" variant="outline" color="orange" style={{ cursor: 'pointer' }} onClick={props.onShowChanges} data-testid="altered-tag">
              Altered
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label="Menu actions trigger" data-testid="explore-actions">
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item disabled={!props.onEditProperties} onClick={() => props.onEditProperties?.()} data-testid="edit-properties">
              Edit chart properties
            </Menu.Item>
            <Menu.Sub>
              <Menu.Sub.Target>
                <Menu.Sub.Item data-testid="explore-download">Download</Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <DownloadMenuItems canDownload={props.canDownload} onDownload={props.onDownload} />
              </Menu.Sub.Dropdown>
            </Menu.Sub>
            <Menu.Divider />
            <Menu.Label>Share</Menu.Label>
            <Menu.Item disabled={!props.canShare} onClick={props.onCopyPermalink} data-testid="copy-permalink">
              Copy permalink to clipboard
            </Menu.Item>
            <Menu.Item disabled={!props.canShare} onClick={props.onEmbedCode} data-testid="embed-code">
              Embed code
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={props.onViewQuery} data-testid="explore-view-query">
              View query
            </Menu.Item>
            <Menu.Item disabled={!props.onRunInSqlLab} onClick={() => props.onRunInSqlLab?.()} data-testid="run-in-sqllab">
              Run in SQL Lab
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button onClick={props.onSave} disabled={!props.canSave} data-testid="save-chart">
          Save
        </Button>
      </Group>
    </Group>
  );
}
