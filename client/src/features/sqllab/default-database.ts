// The database a new tab starts with (spec 2 §9): the lowest id among those exposed in SQL Lab (no configured
// default exists yet). Null while loading; { dbId: null } when there is none. The object is stable per id, so
// effects that depend on it do not re-run on every render.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SqlLabDatabasesDocument } from '../../gql/graphql';
import type { NewTabDefaults } from './use-sqllab-tabs';

export function useDefaultDatabase(): NewTabDefaults | null {
  const { data, error } = useQuery(SqlLabDatabasesDocument, { variables: { search: '', page: 0, pageSize: null } });
  const ids = data?.databases.items.map((db) => db.id) ?? [];
  const dbId = error ? null : ids.length ? Math.min(...ids) : data ? null : undefined;
  return useMemo(() => (dbId === undefined ? null : { dbId }), [dbId]);
}
