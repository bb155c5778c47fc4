// Links into SQL Lab: 'Copy link' stores the tab as a permalink; ?savedQueryId= and /sqllab/p/<key>/ open a
// saved query or a permalink's state in a new tab.
import { copyToClipboard } from '../../components/clipboard';
import type { ApolloClient } from '@apollo/client';
import { addDangerToast } from '../../app/toasts';
import {
  CreateSqlLabPermalinkDocument,
  SqlLabOpenDatasetDocument,
  SqlLabOpenRunDocument,
  SqlLabSelectStarDocument,
  type SqlLabPermalinkDocument,
  type SqlLabSavedQueryDocument,
} from '../../gql/graphql';
import { blankEditor, type QueryEditor } from './tab-model';
import { DEFAULT_TAB_NAME } from './tab-naming';
import type { TabsAction } from './tabs-reducer';

export async function copySqlLabLink(client: ApolloClient, tab: QueryEditor): Promise<void> {
  if (tab.dbId === null) return;
  try {
    const { data } = await client.mutate({
      mutation: CreateSqlLabPermalinkDocument,
      variables: {
        state: { dbId: tab.dbId, name: tab.name, sql: tab.sql, catalog: tab.catalog, schema: tab.schema, templateParams: tab.templateParams || null, autorun: false },
      },
    });
    if (!data) throw new Error('No permalink');
    await copyToClipboard(new URL(data.createSqlLabPermalink.url, window.location.origin).toString(), 'Link Copied!');
  } catch {
    addDangerToast('Sorry, something went wrong. Try again later.');
  }
}

export async function openSavedQueryTab(
  client: ApolloClient,
  document: typeof SqlLabSavedQueryDocument,
  id: number,
  tabs: readonly QueryEditor[],
  dispatch: (action: TabsAction) => void,
): Promise<void> {
  const existing = tabs.find((tab) => tab.remoteId === id);
  if (existing) {
    dispatch({ type: 'activate', id: existing.id });
    return;
  }
  try {
    const { data } = await client.query({ query: document, variables: { id }, fetchPolicy: 'network-only' });
    const saved = data?.savedQuery;
    if (!saved) throw new Error('not found');
    dispatch({
      type: 'open',
      tab: blankEditor({
        name: saved.label || DEFAULT_TAB_NAME,
        sql: saved.sql ?? '',
        dbId: saved.dbId,
        catalog: saved.catalog ?? null,
        schema: saved.schema ?? null,
        templateParams: saved.templateParameters ?? '',
        remoteId: saved.id,
      }),
    });
  } catch {
    addDangerToast('The query couldn\'t be loaded');
  }
}

export async function openPermalinkTab(
  client: ApolloClient,
  document: typeof SqlLabPermalinkDocument,
  key: string,
  dispatch: (action: TabsAction) => void,
): Promise<void> {
  try {
    const { data } = await client.query({ query: document, variables: { key: key.replace(/^kv:/, '') }, fetchPolicy: 'network-only' });
    const state = data?.sqlLabPermalink.state;
    if (!state) throw new Error('not found');
    dispatch({
      type: 'open',
      tab: blankEditor({
        name: state.name || DEFAULT_TAB_NAME,
        sql: state.sql,
        dbId: state.dbId,
        catalog: state.catalog ?? null,
        schema: state.schema ?? null,
        templateParams: state.templateParams ?? '',
        autorun: state.autorun ?? false,
      }),
    });
  } catch {
    addDangerToast('The query couldn\'t be loaded');
  }
}

/** ?queryId=: a past run (Query history's "Open in SQL Lab") in a new tab. */
export async function openRunTab(client: ApolloClient, id: number, dispatch: (action: TabsAction) => void): Promise<void> {
  try {
    const { data } = await client.query({ query: SqlLabOpenRunDocument, variables: { id }, fetchPolicy: 'network-only' });
    const run = data?.sqlLabQuery;
    if (!run) throw new Error('not found');
    dispatch({
      type: 'open',
      tab: blankEditor({ name: run.tabName || DEFAULT_TAB_NAME, sql: run.sql ?? '', dbId: run.databaseId, catalog: run.catalog ?? null, schema: run.schema ?? null }),
    });
  } catch {
    addDangerToast("The query couldn't be loaded");
  }
}

/** ?datasourceKey=<id>__table (Explore's "View in SQL Lab"): a virtual dataset's SQL, or SELECT * of its table. */
export async function openDatasetTab(client: ApolloClient, datasourceKey: string, dispatch: (action: TabsAction) => void): Promise<void> {
  try {
    const id = Number(datasourceKey.split('__')[0]);
    const { data } = await client.query({ query: SqlLabOpenDatasetDocument, variables: { id }, fetchPolicy: 'network-only' });
    const dataset = data?.dataset;
    if (!dataset?.database) throw new Error('not found');
    const place = { dbId: dataset.database.id, catalog: dataset.catalog ?? null, schema: dataset.schema ?? null };
    const sql = dataset.sql?.trim()
      ? dataset.sql
      : (
          await client.query({
            query: SqlLabSelectStarDocument,
            variables: { databaseId: place.dbId, table: dataset.tableName, schema: place.schema, catalog: place.catalog },
          })
        ).data?.selectStar ?? '';
    dispatch({ type: 'open', tab: blankEditor({ name: dataset.tableName, sql, ...place }) });
  } catch {
    addDangerToast("The dataset couldn't be opened in SQL Lab");
  }
}
