// SQL Lab (/sqllab/): the row of query tabs over the active tab's workspace. Opens ?savedQueryId= and
// permalinks (/sqllab/p/<key>/) in new tabs; page-level shortcuts switch, add and close tabs.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Center, Loader, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { FormatSqlDocument, SqlLabDatabaseDocument, SqlLabPermissionsDocument, SqlLabPermalinkDocument, SqlLabSavedQueryDocument } from '../../gql/graphql';
import { useDefaultDatabase } from './default-database';
import { editorIdOf } from './query-history-pane';
import { isRunning } from './query-state';
import { newClientId } from './run-model';
import { RESULTS_PANE } from './results-pane';
import { SaveQueryModal } from './save-query-modal';
import { ScheduleQueryModal } from './schedule-query-modal';
import { pageShortcut } from './shortcuts';
import { useAppConfig } from '../../app/app-config';
import { sqlLabSettingsOf } from './sqllab-settings';
import { copySqlLabLink, openDatasetTab, openPermalinkTab, openRunTab, openSavedQueryTab } from './sqllab-links';
import { graphqlTabBackend } from './tab-backend';
import { TabBar } from './tab-bar';
import { newTabSql, type QueryEditor } from './tab-model';
import { TabWorkspace, type WorkspaceActions } from './tab-workspace';
import { effectiveQueryLimit } from './query-limit';
import { parseTemplateParams } from './template-params';
import { useQueryRunner, type RunRequest } from './use-query-runner';
import { useSqlLabTabs } from './use-sqllab-tabs';
import { useSqlValidation } from './use-sql-validation';

const PAGE_HEIGHT = 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))';

export default function SqlLabPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: permalinkKey } = useParams();
  const backend = useMemo(() => graphqlTabBackend(client), [client]);
  const defaults = useDefaultDatabase();
  const tabs = useSqlLabTabs(backend, defaults);
  const runner = useQueryRunner();
  const config = useAppConfig();
  const settings = useMemo(() => sqlLabSettingsOf(config), [config]);
  const [panes, setPanes] = useState<Record<string, string>>({});
  const [previews, setPreviews] = useState<Record<string, string[]>>({});
  const [stopping, setStopping] = useState(false);
  const [dialog, setDialog] = useState<'save' | 'schedule' | null>(null);
  const permissions = useQuery(SqlLabPermissionsDocument);
  const canCsv = permissions.data?.myPermissions.includes('can_csv') ?? false;

  const { state, dispatch, syncNow } = tabs;
  const tab = state.tabs.find((t) => t.id === state.activeId) ?? null;
  const database = useQuery(SqlLabDatabaseDocument, { variables: { id: tab?.dbId ?? 0 }, skip: !tab?.dbId }).data?.database ?? null;
  const diagnostics = useSqlValidation(tab);
  const tabRef = useRef(tab);
  tabRef.current = tab;

  const change = useCallback((id: string, changes: Partial<QueryEditor>) => dispatch({ type: 'update', id, changes }), [dispatch]);
  const addTab = useCallback(
    (sql?: string) => dispatch({ type: 'add', sql: sql ?? newTabSql(tabs.persistence), dbId: tabRef.current?.dbId ?? defaults?.dbId ?? null, schema: tabRef.current?.schema ?? null }),
    [defaults?.dbId, dispatch, tabs.persistence],
  );

  // SQL Lab always shows a tab: closing the last one opens a fresh one.
  useEffect(() => {
    if (tabs.ready && state.tabs.length === 0) addTab();
  }, [addTab, state.tabs.length, tabs.ready]);

  // A tab's latest run after a reload: state from the server, rows by results key.
  const { load } = runner;
  useEffect(() => {
    if (tab?.latestQueryId) void load(tab.id, tab.latestQueryId);
  }, [load, tab?.id, tab?.latestQueryId]);

  // ?savedQueryId= and permalinks open in a new tab once the tabs are loaded.
  const opened = useRef(new Set<string>());
  useEffect(() => {
    if (!tabs.ready) return;
    const savedQueryId = searchParams.get('savedQueryId');
    if (savedQueryId && !opened.current.has(`s${savedQueryId}`)) {
      opened.current.add(`s${savedQueryId}`);
      void openSavedQueryTab(client, SqlLabSavedQueryDocument, Number(savedQueryId), state.tabs, dispatch).finally(() => {
        searchParams.delete('savedQueryId');
        setSearchParams(searchParams, { replace: true });
      });
    }
    // ?queryId= (Query history) and ?datasourceKey= (Explore's 'View in SQL Lab') open in a new tab too.
    for (const [param, open] of [
      ['queryId', (value: string) => openRunTab(client, Number(value), dispatch)],
      ['datasourceKey', (value: string) => openDatasetTab(client, value, dispatch)],
    ] as const) {
      const value = searchParams.get(param);
      if (!value || opened.current.has(`${param}${value}`)) continue;
      opened.current.add(`${param}${value}`);
      void open(value).finally(() => {
        searchParams.delete(param);
        setSearchParams(searchParams, { replace: true });
      });
    }
    // ?new=true (the Saved queries list's '+ Query') opens a fresh tab.
    if (searchParams.get('new') === 'true' && !opened.current.has('new')) {
      opened.current.add('new');
      addTab();
      searchParams.delete('new');
      setSearchParams(searchParams, { replace: true });
    }
    const key = permalinkKey ?? searchParams.get('permalink');
    if (key && !opened.current.has(`p${key}`)) {
      opened.current.add(`p${key}`);
      void openPermalinkTab(client, SqlLabPermalinkDocument, key, dispatch).finally(() => navigate('/sqllab/', { replace: true }));
    }
  }, [addTab, client, dispatch, navigate, permalinkKey, searchParams, setSearchParams, state.tabs, tabs.ready]);

  // Page-level shortcuts.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = pageShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'newTab') addTab();
      if (shortcut === 'previousTab') dispatch({ type: 'step', step: -1 });
      if (shortcut === 'nextTab') dispatch({ type: 'step', step: 1 });
      if (shortcut === 'closeTab' && tabRef.current) dispatch({ type: 'close', id: tabRef.current.id });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addTab, dispatch]);

  const latest = tab?.latestQueryId ? (runner.runs[tab.latestQueryId] ?? null) : null;
  const runningTabIds = useMemo(
    () => new Set(Object.values(runner.runs).filter((r) => !r.isDataPreview && isRunning(r.state)).map((r) => r.tabId)),
    [runner.runs],
  );

  const startRun = useCallback(
    (current: QueryEditor, overrides: Partial<RunRequest> = {}) => {
      if (current.dbId === null) return;
      const params = parseTemplateParams(current.templateParams);
      if (!params.ok) {
        addDangerToast(params.error);
        return;
      }
      const clientId = newClientId();
      const preview = overrides.isDataPreview ?? false;
      if (!preview) {
        // The tab's SQL is saved before it runs (and before the tab names the run, which the server does not
        // know yet): a page closed right after a run still reopens with that SQL.
        void syncNow({ only: current.id, keepalive: true });
        change(current.id, { latestQueryId: clientId });
        setPanes((p) => ({ ...p, [current.id]: RESULTS_PANE }));
      }
      void runner.run({
        clientId,
        tabId: current.id,
        sqlEditorId: editorIdOf(current),
        tabName: current.name,
        dbId: current.dbId,
        sql: current.selectedText.trim() ? current.selectedText : current.sql,
        catalog: current.catalog,
        schema: current.schema,
        queryLimit: effectiveQueryLimit(current.queryLimit, settings.defaultQueryLimit, settings.sqlMaxRow),
        templateParams: current.templateParams,
        templateValues: params.value,
        runAsync: database?.allowRunAsync ?? false,
        ...overrides,
      });
      return clientId;
    },
    [change, database?.allowRunAsync, runner, settings, syncNow],
  );

  const actions: WorkspaceActions | null = tab
    ? {
        change: (changes) => change(tab.id, changes),
        database: (db) => change(tab.id, { dbId: db?.id ?? null, catalog: null, schema: null }),
        addTable: (name) => void tabs.addTable(tab.id, { dbId: tab.dbId ?? 0, catalog: tab.catalog, schema: tab.schema, name }),
        tableChange: (table, changes) => tabs.updateTable(tab.id, table, changes),
        removeTable: (table) => tabs.removeTable(tab.id, table),
        preview: (table, selectStar) => {
          const clientId = startRun(tab, { sql: selectStar, isDataPreview: true, previewTable: table.name, runAsync: false, queryLimit: 100 });
          if (clientId) {
            setPreviews((p) => ({ ...p, [tab.id]: [...(p[tab.id] ?? []), clientId] }));
            setPanes((p) => ({ ...p, [tab.id]: clientId }));
          }
        },
        closePreview: (clientId) => setPreviews((p) => ({ ...p, [tab.id]: (p[tab.id] ?? []).filter((id) => id !== clientId) })),
        run: () => {
          if (tabRef.current) startRun(tabRef.current);
        },
        stop: () => {
          const current = tabRef.current;
          if (!current?.latestQueryId) return;
          setStopping(true);
          void runner.stop(current.latestQueryId).finally(() => setStopping(false));
        },
        format: () => {
          const current = tabRef.current;
          if (!current?.sql.trim()) return;
          client
            .query({ query: FormatSqlDocument, variables: { databaseId: current.dbId, sql: current.sql }, fetchPolicy: 'no-cache' })
            .then(({ data }) => data && change(current.id, { sql: data.formatSql }))
            .catch(() => addDangerToast('Unable to format SQL'));
        },
        save: () => setDialog('save'),
        schedule: () => setDialog('schedule'),
        copyLink: () => void copySqlLabLink(client, tab),
        ctas: (request) => {
          startRun(tab, { ctas: request, runAsync: database?.allowRunAsync ?? false });
          addSuccessToast(`Creating ${request.method === 'VIEW' ? 'view' : 'table'} ${request.name}…`);
        },
        openInNewTab: (sql) => addTab(sql),
      }
    : null;

  if (!tabs.ready) {
    return (
      <Center h={PAGE_HEIGHT}>
        <Loader aria-label="Loading SQL Lab" />
      </Center>
    );
  }

  return (
    <Stack gap={0} h={PAGE_HEIGHT} data-testid="sqllab-page">
      <TabBar
        tabs={state.tabs}
        activeId={state.activeId}
        runningTabIds={runningTabIds}
        onActivate={(id) => dispatch({ type: 'activate', id })}
        onAdd={() => addTab()}
        onClose={(id) => dispatch({ type: 'close', id })}
        onCopy={(id) => dispatch({ type: 'copy', id })}
        onRename={(id, name) => dispatch({ type: 'rename', id, name })}
        onToggleLeftBar={(id) => {
          const target = state.tabs.find((t) => t.id === id);
          if (target) change(id, { hideLeftBar: !target.hideLeftBar });
        }}
      />
      {tab && actions && (
        <TabWorkspace
          key={tab.id}
          tab={tab}
          database={database}
          settings={settings}
          latest={latest}
          previews={(previews[tab.id] ?? []).map((id) => runner.runs[id]).filter((run) => run !== undefined)}
          activePane={panes[tab.id] ?? RESULTS_PANE}
          onPane={(pane) => setPanes((p) => ({ ...p, [tab.id]: pane }))}
          diagnostics={diagnostics}
          stopping={stopping}
          canCsv={canCsv}
          actions={actions}
        />
      )}
      {tab && (
        <>
          <SaveQueryModal
            opened={dialog === 'save'}
            tab={tab}
            onClose={() => setDialog(null)}
            onSaved={(saved) => change(tab.id, { remoteId: saved.id, name: saved.label ?? tab.name })}
          />
          <ScheduleQueryModal opened={dialog === 'schedule'} tab={tab} onClose={() => setDialog(null)} onScheduled={(saved) => change(tab.id, { remoteId: saved.id })} />
        </>
      )}
    </Stack>
  );
}
