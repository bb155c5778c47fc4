// Tabs kept in the browser: the only store when backend persistence is off, and the source of the one-time
// migration to the server when it is on. Storage failures are only logged (spec 2 §8).
import type { QueryEditor } from './tab-model';

export const LOCAL_TABS_KEY = 'tessera.sqllab.tabs';

export interface StoredTabs {
  tabs: QueryEditor[];
  activeId: string | null;
}

function isEditor(value: unknown): value is QueryEditor {
  if (!value || typeof value !== 'object') return false;
  const tab = value as Partial<QueryEditor>;
  return typeof tab.id === 'string' && typeof tab.name === 'string' && typeof tab.sql === 'string' && Array.isArray(tab.tables);
}

export function decodeStoredTabs(text: string | null): StoredTabs {
  if (!text) return { tabs: [], activeId: null };
  try {
    const parsed = JSON.parse(text) as { tabs?: unknown; activeId?: unknown };
    const tabs = Array.isArray(parsed.tabs) ? parsed.tabs.filter(isEditor) : [];
    const activeId = typeof parsed.activeId === 'string' && tabs.some((tab) => tab.id === parsed.activeId) ? parsed.activeId : (tabs[0]?.id ?? null);
    return { tabs, activeId };
  } catch {
    return { tabs: [], activeId: null };
  }
}

export function readLocalTabs(storage: Storage | undefined = globalThis.localStorage): StoredTabs {
  try {
    return decodeStoredTabs(storage?.getItem(LOCAL_TABS_KEY) ?? null);
  } catch (error) {
    console.warn('Could not read SQL Lab tabs from browser storage', error);
    return { tabs: [], activeId: null };
  }
}

export function writeLocalTabs(stored: StoredTabs, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (stored.tabs.length === 0) storage?.removeItem(LOCAL_TABS_KEY);
    else storage?.setItem(LOCAL_TABS_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Could not store SQL Lab tabs in browser storage', error);
  }
}
