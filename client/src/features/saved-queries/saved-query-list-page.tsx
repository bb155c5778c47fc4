// The Saved queries list (spec 2 §2, §9): the caller's saved SQL, 25 a page, newest change first; search,
// database and schema filters kept in the URL; preview, open in SQL Lab, copy link, delete, and bulk delete.
import { copyToClipboard } from '../../components/clipboard';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { lastModifiedColumn } from '../../components/list-view/last-modified-column';
import { ListView, type ListViewColumn } from '../../components/list-view/list-view';
import { withFilter } from '../../components/list-view/list-view-state';
import { useListViewState } from '../../components/list-view/use-list-view-state';
import { humanizeRelative } from '../../components/relative-time';
import {
  DeleteSavedQueriesFromListDocument,
  DeleteSavedQueryFromListDocument,
  SavedQueryListDocument,
  SavedQueryListFilterOptionsDocument,
  type SavedQueryListQuery,
} from '../../gql/graphql';
import { SavedQueryDeleteModal } from './saved-query-delete-modal';
import { EditIcon, LinkIcon, PreviewIcon, TrashIcon } from '../../components/action-icons';
import {
  SAVED_QUERY_DATABASE_FILTER_ID,
  SAVED_QUERY_LIST_DEFAULTS,
  SAVED_QUERY_LIST_PAGE_SIZE,
  SAVED_QUERY_SCHEMA_FILTER_ID,
  SAVED_QUERY_SEARCH_FILTER_ID,
  savedQueryLink,
  savedQueryListVariables,
} from './saved-query-list-query';

type Row = SavedQueryListQuery['savedQueries']['items'][number];

const SavedQueryPreviewModal = lazy(() => import('./saved-query-preview-modal').then((m) => ({ default: m.SavedQueryPreviewModal })));

const errorText = (err: unknown) => responseErrorsOf(err)[0]?.message ?? (err instanceof Error ? err.message : String(err));

const copyLink = (id: number) => copyToClipboard(savedQueryLink(window.location.origin, id), 'Link Copied!');

interface Actions {
  preview: (row: Row) => void;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
}

function columns(rows: readonly Row[], actions: Actions, bulk: { on: boolean; selected: Set<number>; toggle: (id: number) => void }): ListViewColumn<Row>[] {
  const list: ListViewColumn<Row>[] = [];
  if (bulk.on) {
    list.push({
      id: 'select',
      header: '',
      width: 40,
      render: (q) => <Checkbox aria-label={`Select ${q.label ?? q.id}`} checked={bulk.selected.has(q.id)} onChange={() => bulk.toggle(q.id)} data-testid="saved-query-select" />,
    });
  }
  list.push(
    {
      id: 'label',
      header: 'Name',
      sortable: true,
      render: (q) => (
        <Anchor component="button" type="button" fw={500} onClick={() => actions.preview(q)} data-testid="saved-query-label">
          {q.label || 'Untitled query'}
        </Anchor>
      ),
    },
    { id: 'database.database_name', header: 'Database', sortable: true, width: 150, render: (q) => q.database?.databaseName ?? '' },
    { id: 'schema', header: 'Schema', sortable: true, width: 120, render: (q) => q.schema ?? '' },
    {
      id: 'sql_tables',
      header: 'Tables',
      width: 180,
      render: (q) => (
        <Text size="sm" lineClamp={1}>
          {q.sqlTables.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)).join(', ')}
        </Text>
      ),
    },
  );
  if (rows.some((q) => q.tags.length > 0)) {
    list.push({
      id: 'tags',
      header: 'Tags',
      width: 160,
      render: (q) => (
        <Group gap={4}>
          {q.tags.map((t) => (
            <Badge key={t.id} size="sm" variant="light">
              {t.name}
            </Badge>
          ))}
        </Group>
      ),
    });
  }
  list.push(
    {
      id: 'created_on',
      header: 'Created on',
      sortable: true,
      width: 130,
      render: (q) => (
        <Tooltip label={new Date(q.createdOn).toLocaleString()} withArrow>
          <Text size="sm" span>
            {humanizeRelative(q.createdOn)}
          </Text>
        </Tooltip>
      ),
    },
    lastModifiedColumn(140),
    {
      id: 'actions',
      header: 'Actions',
      width: 150,
      render: (q) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Query preview" withArrow>
            <ActionIcon variant="subtle" aria-label={`Preview ${q.label}`} onClick={() => actions.preview(q)} data-testid="saved-query-preview-action">
              <PreviewIcon />
            </ActionIcon>
          </Tooltip>
          {q.abilities.canEdit && (
            <Tooltip label="Edit query" withArrow>
              <ActionIcon variant="subtle" aria-label={`Edit ${q.label}`} onClick={() => actions.edit(q)} data-testid="saved-query-edit">
                <EditIcon />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Copy query URL" withArrow>
            <ActionIcon variant="subtle" aria-label={`Copy link to ${q.label}`} onClick={() => void copyLink(q.id)} data-testid="saved-query-copy-link">
              <LinkIcon />
            </ActionIcon>
          </Tooltip>
          {q.abilities.canDelete && (
            <Tooltip label="Delete query" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${q.label}`} onClick={() => actions.remove(q)} data-testid="saved-query-delete">
                <TrashIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  );
  return list;
}

export default function SavedQueryListPage() {
  const navigate = useNavigate();
  const [state, setState] = useListViewState(SAVED_QUERY_LIST_DEFAULTS);
  const { data, loading, error, refetch } = useQuery(SavedQueryListDocument, { variables: savedQueryListVariables(state) });
  const options = useQuery(SavedQueryListFilterOptionsDocument);
  const [removeOne, { loading: removingOne }] = useMutation(DeleteSavedQueryFromListDocument);
  const [removeMany, { loading: removingMany }] = useMutation(DeleteSavedQueriesFromListDocument);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [bulkOn, setBulkOn] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const rows = data?.savedQueries.items ?? [];

  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching saved queries: ${error.message}`);
  }, [error]);

  const openInSqlLab = (q: { id: number }) => void navigate(`/sqllab/?savedQueryId=${q.id}`);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeOne({ variables: { id: deleting.id } });
      addSuccessToast(`Deleted: ${deleting.label ?? ''}`);
      setDeleting(null);
      await refetch();
    } catch (err) {
      addDangerToast(`There was an issue deleting ${deleting.label ?? ''}: ${errorText(err)}`);
    }
  };

  const confirmBulkDelete = async () => {
    try {
      const result = await removeMany({ variables: { ids: [...selected] } });
      const count = result.data?.deleteSavedQueries.count ?? selected.size;
      addSuccessToast(`Deleted ${count} saved quer${count === 1 ? 'y' : 'ies'}`);
      setSelected(new Set());
      setBulkDeleting(false);
      await refetch();
    } catch (err) {
      addDangerToast(`There was an issue deleting the selected queries: ${errorText(err)}`);
    }
  };

  const databaseValue = state.filters[SAVED_QUERY_DATABASE_FILTER_ID];
  const schemaValue = state.filters[SAVED_QUERY_SCHEMA_FILTER_ID];

  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="sm">
        <Button variant={bulkOn ? 'light' : 'default'} onClick={() => { setBulkOn(!bulkOn); setSelected(new Set()); }} data-testid="saved-query-bulk-toggle">
          Bulk select
        </Button>
        <Button onClick={() => void navigate('/sqllab/?new=true')}>+ Query</Button>
      </Group>
      <Group gap="sm" justify="flex-end" data-testid="saved-query-filters">
        <Select
          label="Database"
          placeholder="All"
          w={200}
          clearable
          searchable
          data={(options.data?.savedQueryRelatedDatabases.items ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
          value={databaseValue === undefined ? null : String(databaseValue)}
          onChange={(value) => setState(withFilter(state, SAVED_QUERY_DATABASE_FILTER_ID, value === null ? undefined : Number(value)))}
          data-testid="saved-query-filter-database"
        />
        <Select
          label="Schema"
          placeholder="All"
          w={200}
          clearable
          searchable
          data={options.data?.savedQueryDistinct.items ?? []}
          value={typeof schemaValue === 'string' ? schemaValue : null}
          onChange={(value) => setState(withFilter(state, SAVED_QUERY_SCHEMA_FILTER_ID, value ?? undefined))}
          data-testid="saved-query-filter-schema"
        />
      </Group>
      {bulkOn && (
        <Group gap="sm" data-testid="saved-query-bulk-bar">
          <Text size="sm">{selected.size} Selected</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setSelected(new Set(rows.map((q) => q.id)))}>
            Select all
          </Button>
          <Button size="compact-sm" variant="subtle" disabled={!selected.size} onClick={() => setSelected(new Set())}>
            Deselect all
          </Button>
          <Button size="compact-sm" color="red" disabled={!selected.size} onClick={() => setBulkDeleting(true)} data-testid="saved-query-bulk-delete">
            Delete
          </Button>
        </Group>
      )}
      <ListView
        title="Saved queries"
        columns={columns(rows, { preview: (q) => setPreviewIndex(rows.indexOf(q)), edit: openInSqlLab, remove: setDeleting }, { on: bulkOn, selected, toggle })}
        rows={rows}
        count={data?.savedQueries.count ?? 0}
        loading={loading}
        error={error?.message}
        state={state}
        onStateChange={setState}
        pageSize={SAVED_QUERY_LIST_PAGE_SIZE}
        getRowKey={(q) => q.id}
        rowTestId="saved-query-row"
        search={{ filterId: SAVED_QUERY_SEARCH_FILTER_ID, label: 'Search saved queries', placeholder: 'Type a value' }}
      />
      {previewIndex !== null && (
        <Suspense fallback={null}>
          <SavedQueryPreviewModal queries={rows} index={previewIndex} onIndexChange={setPreviewIndex} onOpenInSqlLab={openInSqlLab} onClose={() => setPreviewIndex(null)} />
        </Suspense>
      )}
      {deleting && (
        <SavedQueryDeleteModal
          title="Delete Query?"
          description={`Are you sure you want to delete ${deleting.label ?? 'this query'}?`}
          loading={removingOne}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
      {bulkDeleting && (
        <SavedQueryDeleteModal
          title="Please confirm"
          description="Are you sure you want to delete the selected queries?"
          loading={removingMany}
          onConfirm={() => void confirmBulkDelete()}
          onClose={() => setBulkDeleting(false)}
        />
      )}
    </Stack>
  );
}
