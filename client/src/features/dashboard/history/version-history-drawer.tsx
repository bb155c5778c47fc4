// The dashboard's version history (issue 12 item 11): a drawer listing the kept versions (who, when, what
// changed in a sentence), newest first; choosing one shows what it changed from the version before it as a
// before/after table, and — for those who may edit — restores it after a confirmation, as a new save that is
// refused when the dashboard changed since the page loaded it.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Center, Drawer, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { firstErrorMessage } from '../../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../../app/toasts';
import { humanizeRelative } from '../../../components/relative-time';
import { fullName } from '../../../components/user-initials';
import { DashboardVersionDiffDocument, DashboardVersionsDocument, RestoreDashboardVersionDocument, type DashboardVersionsQuery } from '../../../gql/graphql';
import { BeforeAfterTable } from '../../explore/chart-changes-modal';
import { versionDiff } from './version-diff';

type VersionItem = DashboardVersionsQuery['dashboardVersions']['items'][number];

export const restoredText = (versionNumber: number) => `Version ${versionNumber} was restored.`;
export const restoreErrorText = (detail: string) => `Sorry, there was an error restoring this version: ${detail}`;

const sentence = (summary: string) => summary.charAt(0).toUpperCase() + summary.slice(1);
const authorOf = (v: VersionItem) => (v.createdBy && fullName(v.createdBy)) || 'Unknown user';

interface Props {
  dashboardId: number;
  /** The dashboard's changedOn as the page loaded it: a restore is refused when it changed since. */
  changedOn: string;
  /** Restoring is editing: owners and admins. */
  canRestore: boolean;
  onClose: () => void;
}

export function VersionHistoryDrawer({ dashboardId, changedOn, canRestore, onClose }: Props) {
  const [selected, setSelected] = useState<VersionItem | null>(null);
  const { data, loading, error } = useQuery(DashboardVersionsDocument, { variables: { idOrSlug: String(dashboardId) }, fetchPolicy: 'network-only' });
  const items = data?.dashboardVersions.items ?? [];
  const newestId = items[0]?.id;

  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={<Text fw={700}>Version history</Text>} data-testid="version-history-drawer">
      {loading && !data ? (
        <Center py="xl">
          <Loader aria-label="Loading the version history" />
        </Center>
      ) : error ? (
        <Alert color="red" title="The version history cannot be shown" data-testid="version-history-error">
          {firstErrorMessage(error)}
        </Alert>
      ) : selected ? (
        <VersionDetail dashboardId={dashboardId} version={selected} current={selected.id === newestId} changedOn={changedOn} canRestore={canRestore} onBack={() => setSelected(null)} onRestored={onClose} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="version-history-empty">
          No versions are kept yet: the next save of this dashboard starts its history.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="version-list">
          <Text size="xs" c="dimmed">
            {`The newest ${items.length === 1 ? 'save is' : `${items.length} saves are`} kept (up to 50). Choose one to see what it changed.`}
          </Text>
          {items.map((v) => (
            <UnstyledButton key={v.id} onClick={() => setSelected(v)} data-testid="version-item" data-version={v.versionNumber} aria-label={`Version ${v.versionNumber}: ${v.summary}`}>
              <Paper withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">{`Version ${v.versionNumber}`}</Text>
                  {v.id === newestId && (
                    <Badge size="sm" variant="light" color="teal">
                      Current
                    </Badge>
                  )}
                </Group>
                <Text size="sm" data-testid="version-summary">
                  {sentence(v.summary)}
                </Text>
                <Text size="xs" c="dimmed">{`${authorOf(v)} · ${humanizeRelative(v.createdOn)}`}</Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

interface DetailProps {
  dashboardId: number;
  version: VersionItem;
  current: boolean;
  changedOn: string;
  canRestore: boolean;
  onBack: () => void;
  onRestored: () => void;
}

function VersionDetail({ dashboardId, version, current, changedOn, canRestore, onBack, onRestored }: DetailProps) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(DashboardVersionDiffDocument, { variables: { idOrSlug: String(dashboardId), id: version.id }, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(RestoreDashboardVersionDocument);
  const [confirming, setConfirming] = useState(false);
  const shown = data?.dashboardVersion;
  const rows = useMemo(() => (shown?.previous ? versionDiff(shown.previous, shown) : []), [shown]);

  const confirmRestore = async () => {
    try {
      await restore({ variables: { id: dashboardId, input: { versionId: version.id, expectedChangedOn: changedOn } } });
      await client.refetchQueries({ include: ['DashboardPage'] });
      addSuccessToast(restoredText(version.versionNumber));
      onRestored();
    } catch (failure) {
      addDangerToast(restoreErrorText(firstErrorMessage(failure)));
      // A refusal because the dashboard changed: the page and the history show the newest state to restore from.
      await client.refetchQueries({ include: ['DashboardPage', 'DashboardVersions'] });
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="version-detail">
      <Group justify="space-between">
        <Button variant="subtle" size="xs" onClick={onBack} data-testid="version-back">
          ← All versions
        </Button>
        {canRestore && !current && (
          <Button size="xs" color="orange" onClick={() => setConfirming(true)} disabled={!shown} data-testid="version-restore">
            Restore this version
          </Button>
        )}
      </Group>
      <div>
        <Text fw={700}>{`Version ${version.versionNumber}${current ? ' (current)' : ''}`}</Text>
        <Text size="sm">{sentence(version.summary)}</Text>
        <Text size="xs" c="dimmed">{`${authorOf(version)} · ${humanizeRelative(version.createdOn)}`}</Text>
      </div>
      {loading && !data ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading the version" />
        </Center>
      ) : error || !shown ? (
        <Alert color="red" title="This version cannot be shown" data-testid="version-detail-error">
          {error ? firstErrorMessage(error) : 'Not found.'}
        </Alert>
      ) : !shown.previous ? (
        <Text size="sm" c="dimmed" data-testid="version-oldest">
          This is the oldest version kept: there is no earlier one to compare it with.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {`The content is the same as in version ${shown.previous.versionNumber}.`}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="calc(100dvh - 260px)">
          <Text size="xs" c="dimmed" mb={4}>{`Before: version ${shown.previous.versionNumber}. After: version ${shown.versionNumber}.`}</Text>
          <BeforeAfterTable subject="Change" rows={rows} rowTestId="version-change" />
        </ScrollArea.Autosize>
      )}
      {confirming && (
        <Modal opened onClose={() => setConfirming(false)} title={`Restore version ${version.versionNumber}?`} centered data-testid="version-restore-modal">
          <Text size="sm">
            The dashboard is saved with this version&apos;s layout, filters and properties, as a new version; the versions after it stay in the history. Owners and the published state stay as they
            are.
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={restoring.loading} onClick={() => void confirmRestore()} data-testid="version-restore-confirm">
              Restore
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}
