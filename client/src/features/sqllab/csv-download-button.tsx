// 'Download to CSV' (only with can_csv): the server renders the run's rows as CSV; the browser saves the file.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { SqlLabExportDocument } from '../../gql/graphql';

export function saveBase64File(base64: string, contentType: string, filename: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvDownloadButton({ clientId }: { clientId: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      data-testid="sqllab-csv"
      onClick={async () => {
        setBusy(true);
        try {
          const { data } = await client.query({ query: SqlLabExportDocument, variables: { clientId }, fetchPolicy: 'no-cache' });
          if (data) saveBase64File(data.sqlLabExport.base64, data.sqlLabExport.contentType, data.sqlLabExport.filename);
        } catch (error) {
          addDangerToast(responseErrorsOf(error)[0]?.message ?? 'Failed at retrieving results');
        } finally {
          setBusy(false);
        }
      }}
    >
      Download to CSV
    </Button>
  );
}
