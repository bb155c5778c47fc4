// SQL Lab's tabs and where they live. With backend persistence (the default) tabs come from the server, edits
// are synced every 5000 ms for dirty tabs only, tabs left in this browser are migrated (with the spec's warning
// and a retry on the next sync), and a tab the server no longer knows (404) is dropped quietly. Without it,
// tabs live in localStorage only.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { addDangerToast, addWarningToast } from '../../app/toasts';
import { readLocalTabs, writeLocalTabs } from './local-tabs';
import { localId, newTabSql, type QueryEditor, type TableSchemaState } from './tab-model';
import { dirtyTabs, TAB_SYNC_INTERVAL_MS } from './tab-sync';
import { EMPTY_TABS, tabsReducer, type TabsAction } from './tabs-reducer';
import { isNotFound, isPersistenceOff, type TabBackend } from './tab-backend';

export const MIGRATION_WARNING =
  'Unable to migrate query editor state to backend. Tessera will retry later. Please contact your administrator if this problem persists.';

export interface NewTabDefaults {
  dbId: number | null;
  schema?: string | null;
  catalog?: string | null;
}

export function useSqlLabTabs(backend: TabBackend, defaults: NewTabDefaults | null) {
  const [state, dispatch] = useReducer(tabsReducer, EMPTY_TABS);
  const [ready, setReady] = useState(false);
  const synced = useRef(new Map<string, QueryEditor>());
  const stateRef = useRef(state);
  stateRef.current = state;
  // Unknown until the server answers: the tab list, or its refusal because persistence is off.
  const [persistence, setPersistence] = useState<boolean | null>(null);
  const migrating = useRef(false);

  /** Creates a browser-only tab on the server; on failure it stays local and the next sync tries again. */
  const migrate = useCallback(
    async (tab: QueryEditor): Promise<boolean> => {
      try {
        const tabStateId = await backend.create(tab);
        if (!stateRef.current.tabs.some((t) => t.id === tab.id)) {
          // Closed while its creation was in flight: drop the server copy too.
          await backend.remove(tabStateId).catch((error) => console.warn(error));
          return true;
        }
        dispatch({ type: 'update', id: tab.id, changes: { tabStateId, inLocalStorage: false } });
        // The tables as they are now: a table card opened while the creation was in flight is kept (and sent),
        // and each gets its server id alone, so a card opened meanwhile is never overwritten by this list.
        const tables = stateRef.current.tabs.find((t) => t.id === tab.id)?.tables ?? tab.tables;
        for (const table of tables) {
          if (table.serverId !== null) continue;
          const serverId = await backend.addTable(tabStateId, table);
          dispatch({ type: 'updateTable', id: tab.id, tableId: table.id, changes: { serverId } });
        }
        synced.current.set(tab.id, { ...tab, tabStateId, inLocalStorage: false });
        return true;
      } catch (error) {
        console.warn('SQL Lab tab migration failed', error);
        return false;
      }
    },
    [backend],
  );

  const migrateLocalTabs = useCallback(async () => {
    if (migrating.current) return;
    const pending = stateRef.current.tabs.filter((tab) => tab.inLocalStorage);
    if (pending.length === 0) return;
    migrating.current = true;
    let failed = false;
    for (const tab of pending) failed = !(await migrate(tab)) || failed;
    migrating.current = false;
    if (failed) addWarningToast(MIGRATION_WARNING);
    else writeLocalTabs({ tabs: [], activeId: null });
  }, [migrate]);

  // Load: the server's tabs (plus any still waiting in this browser to be migrated), or the browser's alone
  // when the server says persistence is off.
  useEffect(() => {
    if (ready || defaults === null) return;
    let cancelled = false;
    const local = readLocalTabs();
    const finish = (tabs: QueryEditor[], activeId: string | null, persisted: boolean) => {
      if (cancelled) return;
      setPersistence(persisted);
      dispatch({ type: 'load', tabs, activeId });
      if (tabs.length === 0) dispatch({ type: 'add', sql: newTabSql(persisted), dbId: defaults.dbId, schema: defaults.schema, catalog: defaults.catalog });
      setReady(true);
    };
    backend
      .list()
      .then(({ tabs, activeId }) => {
        for (const tab of tabs) synced.current.set(tab.id, tab);
        const pending = local.tabs.filter((tab) => tab.inLocalStorage);
        finish([...tabs, ...pending], activeId ?? pending[0]?.id ?? null, true);
      })
      .catch((error) => {
        if (isPersistenceOff(error)) {
          finish(local.tabs.map((tab) => ({ ...tab, inLocalStorage: true, tabStateId: null })), local.activeId, false);
          return;
        }
        console.warn(error);
        addDangerToast('An error occurred while fetching tab state');
        finish(local.tabs, local.activeId, true);
      });
    return () => {
      cancelled = true;
    };
  }, [backend, defaults, ready]);

  // Browser storage: every change when persistence is off.
  useEffect(() => {
    if (ready && persistence === false) writeLocalTabs({ tabs: state.tabs, activeId: state.activeId });
  }, [persistence, ready, state.activeId, state.tabs]);

  // Server: new tabs are created at once; edits go out with the periodic sync.
  useEffect(() => {
    if (!ready || !persistence) return;
    void migrateLocalTabs();
  }, [migrateLocalTabs, persistence, ready, state.tabs.length]);

  /**
   * Sends the unsynced edits of every tab (or of tab `only`) now. `keepalive` lets the requests outlive the
   * page: a flush as the page is hidden, closed or left must still land.
   */
  const syncNow = useCallback(async ({ only, keepalive = false }: { only?: string; keepalive?: boolean } = {}) => {
    const tabs = only ? stateRef.current.tabs.filter((tab) => tab.id === only) : stateRef.current.tabs;
    for (const { tab, patch } of dirtyTabs(tabs, synced.current)) {
      const tabStateId = tab.tabStateId as number;
      try {
        await backend.update(tabStateId, patch, { keepalive });
        synced.current.set(tab.id, tab);
      } catch (error) {
        if (isNotFound(error) && !(await backend.exists(tabStateId).catch(() => true))) {
          // Spec 2 §4: a tab the server no longer has is removed locally, without an error.
          synced.current.delete(tab.id);
          dispatch({ type: 'close', id: tab.id });
        } else if (isNotFound(error) && patch.latestQueryId !== undefined) {
          // The run the patch names is unknown to the server (it failed before being recorded): keep the rest.
          const { latestQueryId: _unknownRun, ...rest } = patch;
          await backend.update(tabStateId, rest).then(
            () => synced.current.set(tab.id, tab),
            (retryError) => console.warn('SQL Lab tab sync failed', retryError),
          );
        } else {
          // Spec 2 §8: tab save failures are only logged; the tab stays dirty and the next sync retries.
          console.warn('SQL Lab tab sync failed', error);
        }
      }
    }
  }, [backend]);

  useEffect(() => {
    if (!ready || !persistence) return;
    const timer = setInterval(() => {
      void syncNow();
      void migrateLocalTabs();
    }, TAB_SYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [migrateLocalTabs, persistence, ready, syncNow]);

  // Edits typed less than a sync interval ago must not be lost: they are flushed when the page is hidden or
  // closed (pagehide; visibilitychange covers a mobile browser discarding the tab) and when SQL Lab is left
  // for another page of the app (unmount).
  useEffect(() => {
    if (!persistence) return;
    const flush = () => void syncNow({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [persistence, syncNow]);

  const act = useCallback(
    (action: TabsAction) => {
      const before = stateRef.current;
      dispatch(action);
      if (!persistence) return;
      const server = (id: string) => before.tabs.find((tab) => tab.id === id)?.tabStateId ?? null;
      if (action.type === 'activate') {
        const id = server(action.id);
        if (id !== null) backend.activate(id).catch((error) => console.warn(error));
      }
      if (action.type === 'close') {
        const id = server(action.id);
        synced.current.delete(action.id);
        // The tab shown next becomes the server's active tab too, so a reload opens it.
        const next = tabsReducer(before, action).activeId;
        const nextServerId = next && next !== before.activeId ? server(next) : null;
        if (nextServerId !== null) backend.activate(nextServerId).catch((error) => console.warn(error));
        if (id !== null) {
          backend.remove(id).catch((error) => {
            if (!isNotFound(error)) addDangerToast('An error occurred while removing tab');
          });
        }
      }
    },
    [backend, persistence],
  );

  const addTable = useCallback(
    async (tabId: string, fields: Omit<TableSchemaState, 'id' | 'serverId' | 'expanded'>) => {
      const table: TableSchemaState = { ...fields, id: localId('table'), serverId: null, expanded: true };
      dispatch({ type: 'addTable', id: tabId, table });
      const tabStateId = stateRef.current.tabs.find((tab) => tab.id === tabId)?.tabStateId ?? null;
      if (!persistence || tabStateId === null) return;
      try {
        const serverId = await backend.addTable(tabStateId, table);
        dispatch({ type: 'updateTable', id: tabId, tableId: table.id, changes: { serverId } });
      } catch (error) {
        console.warn(error);
        addDangerToast('An error occurred while fetching table metadata');
      }
    },
    [backend, persistence],
  );

  const updateTable = useCallback(
    (tabId: string, table: TableSchemaState, changes: Partial<TableSchemaState>) => {
      dispatch({ type: 'updateTable', id: tabId, tableId: table.id, changes });
      // Spec 2 §4: expanded/collapsed is persisted only with backend persistence.
      if (persistence && table.serverId !== null && changes.expanded !== undefined) {
        backend.updateTable(table.serverId, changes.expanded).catch(() =>
          addDangerToast(changes.expanded ? 'An error occurred while expanding the table schema' : 'An error occurred while collapsing the table schema'),
        );
      }
    },
    [backend, persistence],
  );

  const removeTable = useCallback(
    (tabId: string, table: TableSchemaState) => {
      dispatch({ type: 'removeTable', id: tabId, tableId: table.id });
      if (persistence && table.serverId !== null) {
        backend.removeTable(table.serverId).catch((error) => {
          if (!isNotFound(error)) addDangerToast('An error occurred while removing the table schema');
        });
      }
    },
    [backend, persistence],
  );

  return { state, ready, persistence: persistence ?? true, dispatch: act, addTable, updateTable, removeTable, syncNow };
}
