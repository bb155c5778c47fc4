// The '…' menu's 'Run in SQL Lab' (Superset's): the SQL the chart runs (chartData with result type QUERY) in a
// new SQL Lab tab, opened in a new browser tab. It travels as a SQL Lab permalink, the state a shared SQL Lab
// link carries, so SQL Lab opens it the one way it opens every link.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { ChartDataDocument, CreateSqlLabPermalinkDocument, type ChartDataInput } from '../../gql/graphql';

interface Options {
  /** The chart's query as the controls stand; null while they are incomplete. */
  input: ChartDataInput | null;
  database: { id: number } | null;
  catalog: string | null;
  schema: string | null;
  name: string;
}

export function useRunInSqlLab({ input, database, catalog, schema, name }: Options): (() => void) | null {
  const client = useApolloClient();
  const navigate = useNavigate();
  const run = useCallback(async () => {
    if (!input || !database) return;
    try {
      const { data } = await client.query({ query: ChartDataDocument, variables: { input: { ...input, resultType: 'QUERY' } }, fetchPolicy: 'network-only' });
      const queries = data?.chartData.queries ?? [];
      const failed = queries.find((query) => query.error);
      if (failed?.error) throw new Error(failed.error);
      const sql = queries.map((query) => query.query ?? '').filter(Boolean).join(';\n\n');
      if (!sql) throw new Error('The chart has no query to run.');
      const { data: link } = await client.mutate({
        mutation: CreateSqlLabPermalinkDocument,
        variables: { state: { dbId: database.id, name, sql, catalog, schema } },
      });
      const key = link?.createSqlLabPermalink.key;
      if (!key) throw new Error('SQL Lab could not store the query.');
      const path = `/sqllab/p/${key}/`;
      // A new browser tab as in Superset; where the browser blocks it, this tab goes to SQL Lab.
      if (!window.open(path, '_blank')) navigate(path);
    } catch (error) {
      addDangerToast(`The query couldn't be opened in SQL Lab: ${firstErrorMessage(error)}`);
    }
  }, [client, navigate, input, database, catalog, schema, name]);
  return input && database ? () => void run() : null;
}
