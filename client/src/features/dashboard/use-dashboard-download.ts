// The ⋯ menu's "Download as image" and "Export to PDF": every chart of the shown tabs is asked for (those far
// below the fold too), a progress toast stays while the file is made, and a failure says so in a toast.
import { useCallback, useState, type RefObject } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast, showProgressToast } from '../../app/toasts';
import type { DashboardDownloadFormat } from './dashboard-download';

/** Marks an element a download leaves out (a chart's menu button). */
export const NO_CAPTURE_ATTRIBUTE = 'data-no-capture';
/** What a download leaves out: the marked elements (a dashboard's charts draw no export button of their own). */
const LEFT_OUT = `[${NO_CAPTURE_ATTRIBUTE}]`;

const PROGRESS_TEXT: Record<DashboardDownloadFormat, string> = { png: 'Preparing the dashboard image…', pdf: 'Preparing the dashboard PDF…' };
const FAILURE_TEXT: Record<DashboardDownloadFormat, string> = {
  png: 'Image download failed, please refresh and try again.',
  pdf: 'PDF download failed, please refresh and try again.',
};

export function useDashboardDownload(grid: RefObject<HTMLElement | null>, title: string, releaseAllCharts: () => void) {
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (format: DashboardDownloadFormat) => {
      const element = grid.current;
      if (!element) return;
      setDownloading(true);
      releaseAllCharts();
      const closeProgress = showProgressToast(PROGRESS_TEXT[format]);
      try {
        const { downloadDashboard } = await import('./dashboard-download');
        await downloadDashboard(element, format, title, LEFT_OUT);
      } catch (error) {
        addDangerToast(`${FAILURE_TEXT[format]} ${firstErrorMessage(error)}`);
      } finally {
        closeProgress();
        setDownloading(false);
      }
    },
    [grid, title, releaseAllCharts],
  );
  return { download, downloading };
}
