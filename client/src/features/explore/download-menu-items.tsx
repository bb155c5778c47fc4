// The download entries of explore's menus (the data pane's Download button and the '…' menu's Download).
import { Menu } from '@mantine/core';
import { DOWNLOADS, type DownloadFormat } from './use-chart-downloads';

export function DownloadMenuItems({ canDownload, onDownload }: { canDownload: boolean; onDownload: (format: DownloadFormat) => void }) {
  return DOWNLOADS.map(({ format, label, data }) => (
    <Menu.Item key={format} disabled={data && !canDownload} onClick={() => onDownload(format)} data-testid={`download-${format}`}>
      {label}
    </Menu.Item>
  ));
}
