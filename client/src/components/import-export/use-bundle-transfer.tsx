// Import and export for a list page (spec 1 §2, §7): the Import button and its modal, and an export of
// any rows (the row action and the bulk action), saved as the server's ZIP.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast, showProgressToast } from '../../app/toasts';
import { ExportBundleFileDocument, type BundleResource } from '../../gql/graphql';
import { base64ToBlob, saveBlob } from '../download';
import { ImportModal } from './import-modal';

export interface BundleTransfer {
  /** The toolbar's Import button (put it in the list's `actions`). */
  importButton: ReactNode;
  /** The modal (render it once, next to the list). */
  importModal: ReactNode;
  /** Downloads the export bundle of these ids. */
  exportIds: (ids: number[]) => Promise<void>;
}

export function useBundleTransfer(resource: BundleResource, noun: string, onImported: () => unknown, testIdPrefix: string): BundleTransfer {
  const client = useApolloClient();
  const [opened, setOpened] = useState(false);
  const exportIds = async (ids: number[]) => {
    if (!ids.length) return;
    const done = showProgressToast('Preparing the export…');
    try {
      const { data } = await client.query({ query: ExportBundleFileDocument, variables: { resource, ids }, fetchPolicy: 'no-cache' });
      if (data) saveBlob(data.exportBundle.filename, base64ToBlob(data.exportBundle.base64, data.exportBundle.contentType));
    } catch (error) {
      addDangerToast(`An error occurred while exporting ${noun}s: ${firstErrorMessage(error)}`);
    } finally {
      done();
    }
  };
  return {
    importButton: (
      <Button variant="default" onClick={() => setOpened(true)} data-testid={`${testIdPrefix}-import`}>
        Import
      </Button>
    ),
    importModal: <ImportModal opened={opened} onClose={() => setOpened(false)} resource={resource} noun={noun} onImported={() => void onImported()} />,
    exportIds,
  };
}
