// The server side of SQL Lab's tabs (backend persistence) behind one small interface, so the tab hook reads the
// same whether a call goes to GraphQL or, in tests, anywhere else.
import type { ApolloClient } from '@apollo/client';
import { responseErrorsOf } from '../../app/graphql-errors';
import {
  ActivateSqlLabTabDocument,
  AddTableSchemaDocument,
  CreateSqlLabTabDocument,
  DeleteSqlLabTabDocument,
  DeleteTableSchemaDocument,
  SqlLabTabExistsDocument,
  SqlLabTabsDocument,
  UpdateSqlLabTabDocument,
  UpdateTableSchemaDocument,
  type SqlLabTabStateFragment,
} from '../../gql/graphql';
import { blankEditor, DEFAULT_NORTH_PERCENT, type QueryEditor, type TableSchemaState } from './tab-model';
import { DEFAULT_TAB_NAME } from './tab-naming';
import type { TabPatch } from './tab-sync';

export interface TabBackend {
  list(): Promise<{ tabs: QueryEditor[]; activeId: string | null }>;
  create(tab: QueryEditor): Promise<number>;
  /** `keepalive`: the request outlives the page (a flush while it is hidden or closed). */
  update(tabStateId: number, patch: TabPatch, options?: { keepalive?: boolean }): Promise<void>;
  /** False only when the server reports the tab as not found. */
  exists(tabStateId: number): Promise<boolean>;
  activate(tabStateId: number): Promise<void>;
  remove(tabStateId: number): Promise<void>;
  addTable(tabStateId: number, table: TableSchemaState): Promise<number>;
  updateTable(serverId: number, expanded: boolean): Promise<void>;
  removeTable(serverId: number): Promise<void>;
}

/** The server answered 404 (the tab or table is gone): the caller drops it locally without an error. */
export function isNotFound(error: unknown): boolean {
  return responseErrorsOf(error).some((e) => {
    const extensions = (e as { extensions?: { status?: unknown; code?: unknown } }).extensions;
    return extensions?.status === 404 || extensions?.code === 'NOT_FOUND';
  });
}

/** The server refuses tab calls because SQLLAB_BACKEND_PERSISTENCE is off: tabs then live in the browser. */
export function isPersistenceOff(error: unknown): boolean {
  return responseErrorsOf(error).some((e) => /SQLLAB_BACKEND_PERSISTENCE/.test(e.message ?? ''));
}

export function serverTabId(tabStateId: number): string {
  return `tab-${tabStateId}`;
}

export function editorFromServer(tab: SqlLabTabStateFragment): QueryEditor {
  const north = tab.northPercent ?? DEFAULT_NORTH_PERCENT;
  return blankEditor({
    id: serverTabId(tab.id),
    tabStateId: tab.id,
    name: tab.label ?? DEFAULT_TAB_NAME,
    sql: tab.sql ?? '',
    dbId: tab.databaseId ?? null,
    catalog: tab.catalog ?? null,
    schema: tab.schema ?? null,
    queryLimit: tab.queryLimit ?? null,
    templateParams: tab.templateParams ?? '',
    remoteId: tab.savedQueryId ?? null,
    hideLeftBar: tab.hideLeftBar,
    autorun: tab.autorun,
    latestQueryId: tab.latestQueryId ?? null,
    cursorPosition: tab.cursorPosition ? { row: tab.cursorPosition.row, column: tab.cursorPosition.column } : { row: 0, column: 0 },
    northPercent: north,
    southPercent: 100 - north,
    inLocalStorage: false,
    tables: tab.tableSchemas.map((table) => ({
      id: `table-${table.id}`,
      serverId: table.id,
      dbId: table.databaseId,
      catalog: table.catalog ?? null,
      schema: table.schema ?? null,
      name: table.table,
      expanded: table.expanded,
    })),
  });
}

export function graphqlTabBackend(client: ApolloClient): TabBackend {
  return {
    async list() {
      const { data } = await client.query({ query: SqlLabTabsDocument, fetchPolicy: 'no-cache' });
      const tabs = (data?.sqlLabTabs.tabs ?? []).map(editorFromServer);
      const active = data?.sqlLabTabs.activeTabId;
      return { tabs, activeId: active ? serverTabId(active) : (tabs[0]?.id ?? null) };
    },
    async create(tab) {
      const { data } = await client.mutate({
        mutation: CreateSqlLabTabDocument,
        variables: {
          input: {
            label: tab.name,
            databaseId: tab.dbId,
            catalog: tab.catalog,
            schema: tab.schema,
            sql: tab.sql,
            queryLimit: tab.queryLimit,
            templateParams: tab.templateParams,
            hideLeftBar: tab.hideLeftBar,
            autorun: tab.autorun,
            savedQueryId: tab.remoteId,
          },
        },
      });
      if (!data) throw new Error('The tab was not created');
      return data.createSqlLabTab.id;
    },
    async update(tabStateId, patch, options) {
      await client.mutate({
        mutation: UpdateSqlLabTabDocument,
        variables: { id: tabStateId, patch },
        context: options?.keepalive ? { fetchOptions: { keepalive: true } } : undefined,
      });
    },
    async exists(tabStateId) {
      try {
        await client.query({ query: SqlLabTabExistsDocument, variables: { id: tabStateId }, fetchPolicy: 'no-cache' });
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async activate(tabStateId) {
      await client.mutate({ mutation: ActivateSqlLabTabDocument, variables: { id: tabStateId } });
    },
    async remove(tabStateId) {
      await client.mutate({ mutation: DeleteSqlLabTabDocument, variables: { id: tabStateId } });
    },
    async addTable(tabStateId, table) {
      const { data } = await client.mutate({
        mutation: AddTableSchemaDocument,
        variables: { input: { tabId: tabStateId, databaseId: table.dbId, catalog: table.catalog, schema: table.schema, table: table.name, expanded: table.expanded } },
      });
      if (!data) throw new Error('The table was not added');
      return data.addTableSchema.id;
    },
    async updateTable(serverId, expanded) {
      await client.mutate({ mutation: UpdateTableSchemaDocument, variables: { id: serverId, expanded } });
    },
    async removeTable(serverId) {
      await client.mutate({ mutation: DeleteTableSchemaDocument, variables: { id: serverId } });
    },
  };
}
