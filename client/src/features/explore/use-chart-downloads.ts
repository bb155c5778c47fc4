// The data pane's downloads: CSV and XLSX from the server's export of the chart's query (can_csv), JSON of the
// results in hand, and a PNG of the chart as drawn.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, type RefObject } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { ExploreChartDataExportDocument, type ChartDataInput } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import type { DownloadFormat } from './data-pane';
import { base64ToBlob, saveBlob } from '../../components/download';
import { chartPng } from './download';
import { downloadFileName } from './results-data';

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
        if (format === 'png') {
          if (!chartContainer.current) throw new Error('There is no chart to download yet.');
          saveBlob(downloadFileName(name, 'png', new Date()), await chartPng(chartContainer.current));
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
        const detail = responseErrorsOf(error).length > 0 ? updateFailureMessage(responseErrorsOf(error)) : error instanceof Error ? error.message : String(error);
        addDangerToast(`Sorry, an error occurred: ${detail}`);
      }
    },
    [client, name, input, results, chartContainer],
  );
}
