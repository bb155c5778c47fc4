// Explore's downloads, offered by the data pane and by the '…' menu alike: CSV and XLSX from the server's export
// of the chart's query (can_csv), JSON of the results in hand, and a PNG or JPEG of the chart as drawn.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, type RefObject } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { ExploreChartDataExportDocument, type ChartDataInput } from '../../gql/graphql';
import { base64ToBlob, saveBlob } from '../../components/download';
import { chartImage } from './download';
import { downloadFileName } from './results-data';

export type DownloadFormat = 'csv' | 'json' | 'xlsx' | 'png' | 'jpeg';

/** The menu entries, in Superset's words; `data` ones export results and need the can_csv permission. */
export const DOWNLOADS: ReadonlyArray<{ format: DownloadFormat; label: string; data: boolean }> = [
  { format: 'csv', label: 'Export to .CSV', data: true },
  { format: 'json', label: 'Export to .JSON', data: true },
  { format: 'xlsx', label: 'Export to Excel', data: true },
  { format: 'png', label: 'Download as image', data: false },
  { format: 'jpeg', label: 'Download as JPEG image', data: false },
];

interface Options {
  name: string;
  /** The chart query as last run; null before the first run. */
  input: ChartDataInput | null;
  results: unknown;
  chartContainer: RefObject<HTMLDivElement | null>;
}

export function useChartDownloads({ name, input, results, chartContainer }: Options) {
  const client = useApolloClient();
  return useCallback(
    async (format: DownloadFormat) => {
      try {
        if (format === 'png' || format === 'jpeg') {
          if (!chartContainer.current) throw new Error('There is no chart to download yet.');
          saveBlob(downloadFileName(name, format === 'png' ? 'png' : 'jpg', new Date()), await chartImage(chartContainer.current, format));
          return;
        }
        if (format === 'json') {
          if (!results) throw new Error('Run the chart first: there are no results to download.');
          saveBlob(downloadFileName(name, 'json', new Date()), new Blob([JSON.stringify({ result: results }, null, 2)], { type: 'application/json' }));
          return;
        }
        if (!input) throw new Error('Run the chart first: there are no results to download.');
        const { data } = await client.query({
          query: ExploreChartDataExportDocument,
          variables: { input: { ...input, resultType: 'FULL' }, format: format === 'csv' ? 'CSV' : 'XLSX' },
          fetchPolicy: 'no-cache',
        });
        const file = data?.chartDataExport;
        if (!file) throw new Error('The export returned no file.');
        const extension = file.filename.split('.').pop() ?? format;
        saveBlob(downloadFileName(name, extension, new Date()), base64ToBlob(file.base64, file.contentType));
      } catch (error) {
          addDangerToast(`Sorry, an error occurred: ${firstErrorMessage(error)}`);
      }
    },
    [client, name, input, results, chartContainer],
  );
}
