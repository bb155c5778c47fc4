// The dashboard's header: title, certification, published/draft badge (a toggle for those who may publish),
// favourite star (with the spec's toasts), owners and last change, and the ⋯ menu (refresh, auto-refresh
// interval, full screen, share a permalink by clipboard or e-mail, version history, save as, download the
// dashboard as an image or PDF); for those who may edit, the Edit dashboard button, and in edit mode the
// editor's controls.
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Box, Button, Group, Menu, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { OwnerAvatars } from '../../components/owner-avatars';
import { humanizeRelative } from '../../components/relative-time';
import { SetDashboardPublishedDocument, type DashboardPageQuery } from '../../gql/graphql';
import { REFRESH_FREQUENCIES, refreshFrequencyLabel } from './auto-refresh';
import type { DashboardDownloadFormat } from './dashboard-download';
import { useDashboardFavorite } from './use-dashboard-favorite';
import { CertifiedIcon, DotsIcon, StarIcon } from '../explore/explore-icons';

type Dashboard = NonNullable<DashboardPageQuery['dashboard']>;

export const PUBLISHED_TEXT = 'This dashboard is now published';
export const HIDDEN_TEXT = 'This dashboard is now hidden';

interface Props {
  dashboard: Dashboard;
  onRefresh: () => void;
  /** Share: the dashboard's permalink copied, or in an e-mail. */
  onCopyPermalink: () => void;
  onEmailPermalink: () => void;
  /** The whole dashboard as a PNG or a PDF (outside edit mode), and whether one is being made. */
  onDownload?: (format: DashboardDownloadFormat) => void;
  downloading?: boolean;
  /** Whether the filter bar is drawn at the left and collapsed (its toggle then sits in the header). */
  onShowFilters?: () => void;
  /** Seconds between auto-refreshes (0: off) and how to change it for this visit. */
  refreshFrequency: number;
  onRefreshFrequency: (seconds: number) => void;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  /** The properties and CSS editors (owners and admins). */
  onEditProperties?: () => void;
  onEditCss?: () => void;
  /** Shown to those who may edit, outside edit mode: turns edit mode on. */
  onEdit?: () => void;
  /** In edit mode: undo/redo, discard and save, in place of owners and last change. */
  editControls?: ReactNode;
  /** Save as (a copy), from the menu. */
  onSaveAs?: () => void;
  /** The version history drawer (outside edit mode). */
  onShowHistory?: () => void;
}

export function DashboardHeader({ dashboard, onRefresh, onCopyPermalink, onEmailPermalink, onDownload, downloading = false, onShowFilters, refreshFrequency, onRefreshFrequency, fullScreen, onToggleFullScreen, onEditProperties, onEditCss, onEdit, editControls, onSaveAs, onShowHistory }: Props) {
  const { starred, toggle: toggleStar } = useDashboardFavorite(dashboard.id, dashboard.isFavorite);
  const [setPublished, publishing] = useMutation(SetDashboardPublishedDocument);
  const togglePublished = async () => {
    try {
      const answer = await setPublished({ variables: { id: dashboard.id, published: !dashboard.published } });
      if (answer.data) addSuccessToast(answer.data.setDashboardPublished.published ? PUBLISHED_TEXT : HIDDEN_TEXT);
    } catch (error) {
      addDangerToast(firstErrorMessage(error));
    }
  };
  const status = dashboard.published ? 'Published' : 'Draft';
  const changedBy = dashboard.changedBy ? `${dashboard.changedBy.firstName} ${dashboard.changedBy.lastName}`.trim() : null;

  return (
    <Group justify="space-between" wrap="nowrap" px="md" py="sm" data-testid="dashboard-header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {onShowFilters && (
          <ActionIcon variant="subtle" color="gray" onClick={onShowFilters} aria-label="Expand the filter bar" data-testid="filter-bar-expand">
            »
          </ActionIcon>
        )}
        <Title order={3} data-testid="dashboard-title" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {dashboard.dashboardTitle}
        </Title>
        {dashboard.certifiedBy && (
          <Tooltip label={[`Certified by ${dashboard.certifiedBy}`, dashboard.certificationDetails].filter(Boolean).join(' — ')}>
            <span data-testid="dashboard-certified">
              <CertifiedIcon size={16} />
            </span>
          </Tooltip>
        )}
        <ActionIcon variant="subtle" color={starred ? 'yellow' : 'gray'} onClick={() => void toggleStar()} aria-label={starred ? 'Unstar' : 'Star'} aria-pressed={starred} data-testid="dashboard-favorite">
          <StarIcon filled={starred} />
        </ActionIcon>
        {dashboard.abilities.canPublish ? (
          <Tooltip label={dashboard.published ? 'This dashboard is published. Click to make it a draft.' : 'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.'}>
            <UnstyledButton onClick={() => void togglePublished()} disabled={publishing.loading} aria-label={dashboard.published ? 'Make this dashboard a draft' : 'Publish this dashboard'} data-testid="dashboard-publish-toggle">
              <Badge variant="light" color={dashboard.published ? 'teal' : 'gray'} data-testid="dashboard-status" style={{ cursor: 'pointer' }}>
                {status}
              </Badge>
            </UnstyledButton>
          </Tooltip>
        ) : (
          <Badge variant="light" color={dashboard.published ? 'teal' : 'gray'} data-testid="dashboard-status">
            {status}
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {editControls ?? (
          <>
            {/* On a phone the title, star, status and menu keep the room. */}
            <Box visibleFrom="sm">
              <OwnerAvatars owners={dashboard.owners} />
            </Box>
            <Text size="xs" c="dimmed" data-testid="dashboard-modified" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {`Modified ${humanizeRelative(dashboard.changedOn)}${changedBy ? ` by ${changedBy}` : ''}`}
            </Text>
            {onEdit && (
              <Button size="xs" onClick={onEdit} data-testid="dashboard-edit" visibleFrom="sm">
                Edit dashboard
              </Button>
            )}
          </>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" aria-label="Dashboard actions" loading={downloading} data-testid="dashboard-menu">
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onRefresh} data-testid="dashboard-refresh">
              Refresh dashboard
            </Menu.Item>
            <Menu.Sub>
              <Menu.Sub.Target>
                <Menu.Sub.Item data-testid="dashboard-refresh-interval">{`Set auto-refresh interval (${refreshFrequencyLabel(refreshFrequency)})`}</Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <Menu.RadioGroup value={String(refreshFrequency)} onChange={(value) => onRefreshFrequency(Number(value))}>
                  {REFRESH_FREQUENCIES.map(([seconds, label]) => (
                    <Menu.RadioItem key={seconds} value={String(seconds)} closeMenuOnClick>
                      {label}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </Menu.Sub.Dropdown>
            </Menu.Sub>
            <Menu.Item onClick={onToggleFullScreen} data-testid="dashboard-fullscreen">
              {fullScreen ? 'Exit fullscreen' : 'Enter fullscreen'}
            </Menu.Item>
            {onDownload && (
              <Menu.Sub>
                <Menu.Sub.Target>
                  <Menu.Sub.Item data-testid="dashboard-download">Download</Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown>
                  <Menu.Item onClick={() => onDownload('pdf')} disabled={downloading} data-testid="dashboard-download-pdf">
                    Export to PDF
                  </Menu.Item>
                  <Menu.Item onClick={() => onDownload('png')} disabled={downloading} data-testid="dashboard-download-image">
                    Download as image
                  </Menu.Item>
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            )}
            {dashboard.abilities.canShare && (
              <Menu.Sub>
                <Menu.Sub.Target>
                  <Menu.Sub.Item data-testid="dashboard-share-menu">Share</Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown>
                  <Menu.Item onClick={onCopyPermalink} data-testid="dashboard-share">
                    Copy permalink to clipboard
                  </Menu.Item>
                  <Menu.Item onClick={onEmailPermalink} data-testid="dashboard-share-email">
                    Share permalink by email
                  </Menu.Item>
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            )}
            {onEditProperties && (
              <Menu.Item onClick={onEditProperties} data-testid="dashboard-edit-properties">
                Edit properties
              </Menu.Item>
            )}
            {onEditCss && (
              <Menu.Item onClick={onEditCss} data-testid="dashboard-edit-css">
                Edit CSS
              </Menu.Item>
            )}
            {onShowHistory && (
              <Menu.Item onClick={onShowHistory} data-testid="dashboard-version-history">
                Version history
              </Menu.Item>
            )}
            {onSaveAs && (
              <Menu.Item onClick={onSaveAs} data-testid="dashboard-save-as">
                Save as
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
