// The database select of the left bar: only databases exposed in SQL Lab, searched on the server, loaded a page
// at a time as the list scrolls (spec 2 §2, §7).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { SqlLabDatabasesDocument, type SqlLabDatabaseFragment } from '../../gql/graphql';
import { useSteadyQuery } from '../../app/use-steady-query';

export const DATABASE_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

interface DatabasePickerProps {
  value: number | null;
  /** The chosen database's name, shown before its page is loaded. */
  selected: SqlLabDatabaseFragment | null;
  onChange: (database: SqlLabDatabaseFragment | null) => void;
}

export function DatabasePicker({ value, selected, onChange }: DatabasePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [pages, setPages] = useState(1);
  const [loaded, setLoaded] = useState<SqlLabDatabaseFragment[]>([]);
  const selectedName = selected?.databaseName ?? '';
  // Searching for the chosen database's own name (what the input shows) would hide the others.
  const term = debounced === selectedName ? '' : debounced;

  useEffect(() => {
    setPages(1);
    setLoaded([]);
  }, [term]);

  // The input shows the search text; keep it on the chosen database's name when the choice changes.
  useEffect(() => {
    setSearch(selectedName);
  }, [selectedName]);

  const { data, loading } = useSteadyQuery(SqlLabDatabasesDocument, {
    variables: { search: term, page: pages - 1, pageSize: DATABASE_PAGE_SIZE },
  });

  useEffect(() => {
    if (!data) return;
    setLoaded((current) => {
      const byId = new Map(current.map((db) => [db.id, db]));
      for (const db of data.databases.items) byId.set(db.id, db);
      return [...byId.values()].sort((a, b) => a.databaseName.localeCompare(b.databaseName));
    });
  }, [data]);

  const total = data?.databases.count ?? 0;
  const options = useMemo(() => {
    const list = selected && !loaded.some((db) => db.id === selected.id) ? [selected, ...loaded] : loaded;
    return list.map((db) => ({ value: String(db.id), label: db.databaseName }));
  }, [loaded, selected]);

  return (
    <Select
      label="Database"
      placeholder="Select database"
      searchable
      clearable={false}
      allowDeselect={false}
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the search text.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Loading…' : 'No databases exposed in SQL Lab'}
      onChange={(id) => onChange(loaded.find((db) => String(db.id) === id) ?? (selected && String(selected.id) === id ? selected : null))}
      scrollAreaProps={{
        onBottomReached: () => {
          if (!loading && loaded.length < total) setPages((n) => n + 1);
        },
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="sqllab-database-select"
    />
  );
}
