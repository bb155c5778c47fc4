// 'Download to CSV' (only with can_csv): the server renders the run's rows as CSV; the browser saves the file.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { base64ToBlob, saveBlob } from '../../components/download';
import { SqlLabExportDocument } from '../../gql/graphql';

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
          if (data) saveBlob(data.sqlLabExport.filename, base64ToBlob(data.sqlLabExport.base64, data.sqlLabExport.contentType));
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
