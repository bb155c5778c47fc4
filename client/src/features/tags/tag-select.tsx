// The custom-tag picker the bulk tag modal and the dashboard properties modal share: searchable over the
// server's custom tags by name (debounced), the chosen ones kept listed; 'You do not have permission to read
// tags' when the server refuses (spec 1 §8).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { TagOptionsDocument } from '../../gql/graphql';
import { useSteadyQuery } from '../../app/use-steady-query';

export interface PickedTag {
  id: number;
  name: string;
}

/** The tag picker's message when tags cannot be read. */
export function tagSearchError(error: unknown): string {
  const forbidden = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
  return forbidden ? 'You do not have permission to read tags' : 'An error has occurred';
}

export function TagSelect({ value, onChange, label = 'Tags', placeholder = 'Select Tags', testId }: {
  value: readonly PickedTag[];
  onChange: (tags: PickedTag[]) => void;
  label?: string;
  placeholder?: string;
  testId?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useSteadyQuery(TagOptionsDocument, { variables: { search: debounced.trim() } });
  const known = useMemo(() => new Map([...value, ...(options.data?.tags.items ?? [])].map((t) => [t.name, t])), [value, options.data]);
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={[...known.keys()]}
      value={value.map((t) => t.name)}
      onChange={(names) => onChange(names.flatMap((n) => (known.has(n) ? [known.get(n)!] : [])))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={options.loading ? 'Loading...' : 'No tags'}
      error={options.error ? tagSearchError(options.error) : undefined}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
