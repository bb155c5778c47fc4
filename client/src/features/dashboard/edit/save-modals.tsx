// Saving's dialogs: the overwrite confirmation with the before/after diff (spec 1 §2, §4 save modes), "Save
// as" (a copy, optionally duplicating the charts; the copy takes the layout as edited), and the guard that
// asks before leaving the page with unsaved changes.
import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, ScrollArea, Text, TextInput } from '@mantine/core';
import type { Layout } from '@tessera/layout-rules';
import { useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { firstErrorMessage } from '../../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../../app/toasts';
import { DashboardCopySourceDocument, SaveDashboardAsDocument } from '../../../gql/graphql';
import { BeforeAfterTable } from '../../explore/chart-changes-modal';
import { CONFIRM_OVERWRITE_TEXT, SAVED_TEXT, saveErrorText, type SaveConflict } from './use-dashboard-editor';

export function OverwriteConfirmModal({ conflict, saving, onConfirm, onCancel }: { conflict: SaveConflict; saving: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal opened onClose={onCancel} title="Overwrite the dashboard?" size={760} centered data-testid="overwrite-confirm">
      <Text size="sm" mb="xs">
        {CONFIRM_OVERWRITE_TEXT}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        This dashboard was changed since you started editing. Saving replaces the stored layout (Before) with yours (After).
      </Text>
      <ScrollArea.Autosize mah={360}>
        {conflict.changes.length === 0 ? (
          <Text size="sm">The layouts are the same; only other properties changed.</Text>
        ) : (
          <BeforeAfterTable subject="Component" rows={conflict.changes.map((change) => ({ ...change, key: change.id }))} rowTestId="overwrite-change" />
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={saving} onClick={onConfirm} data-testid="overwrite-confirm-button">
          Yes, overwrite changes
        </Button>
      </Group>
    </Modal>
  );
}

/** Navigation state of a way out the edit itself took (to the copy Save as made): the guard lets it pass. */
const LEAVES_EDIT = { leavesEdit: true } as const;
const leavesEdit = (state: unknown) => typeof state === 'object' && state !== null && (state as { leavesEdit?: unknown }).leavesEdit === true;

export function SaveAsModal({ dashboardId, title, layout, onClose }: { dashboardId: number; title: string; layout: Layout; onClose: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [name, setName] = useState(`${title} [copy]`);
  const [duplicate, setDuplicate] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const source = await client.query({ query: DashboardCopySourceDocument, variables: { idOrSlug: String(dashboardId) }, fetchPolicy: 'network-only' });
      const stored = source.data?.dashboard;
      const metadata = stored?.jsonMetadata ? (JSON.parse(stored.jsonMetadata) as Record<string, unknown>) : {};
      const answer = await client.mutate({
        mutation: SaveDashboardAsDocument,
        variables: { id: dashboardId, input: { dashboardTitle: name, css: stored?.css ?? null, duplicateSlices: duplicate, jsonMetadata: { ...metadata, positions: layout } } },
      });
      addSuccessToast(SAVED_TEXT);
      onClose();
      if (answer.data) await navigate(answer.data.copyDashboard.url, { state: LEAVES_EDIT });
    } catch (error) {
      addDangerToast(saveErrorText(firstErrorMessage(error)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Save dashboard as" size={600} centered data-testid="save-as-modal">
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus data-testid="save-as-name" />
      <Checkbox mt="md" label="Also copy (duplicate) charts" checked={duplicate} onChange={(event) => setDuplicate(event.currentTarget.checked)} data-testid="save-as-duplicate" />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!name.trim()} data-testid="save-as-submit">
          Save
        </Button>
      </Group>
    </Modal>
  );
}

/** While there are unsaved changes: the browser asks before closing or reloading, and the app before leaving the page. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !leavesEdit(nextLocation.state));
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal opened onClose={() => blocker.reset()} title="Unsaved changes" centered data-testid="unsaved-changes-modal">
      <Text size="sm">This dashboard has changes that are not saved. Leave the page and lose them?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed()} data-testid="unsaved-leave">
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
