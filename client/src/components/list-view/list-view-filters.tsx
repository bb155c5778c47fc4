// The controls of a list's declared filters (all but the search, which sits beside the title). Each writes
// its value into the list state, which the caller keeps in the address bar.
import { useApolloClient } from '@apollo/client/react';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  booleanValue,
  rangeKeys,
  SELECT_OPTION_LIMIT,
  selectValue,
  type BooleanFilterSpec,
  type ListFilterSpec,
  type RangeFilterSpec,
  type SelectFilterSpec,
  type SelectOption,
  type SelectOptionsSource,
} from './list-spec';
import { withFilter, type ListViewState, type ListViewStateChange } from './list-view-state';
import { askingOptionPage, loadedOptions, nextOptionPage, noOptionPages, withOptionPage } from './option-pages';

/** Spec 1 §9: a filter is 175 px wide, a numeric range 300 px (its two ends together); a date and time
 * needs more room for each end. */
const DEFAULT_WIDTH = 175;
const RANGE_END_WIDTH = { numericRange: 150, datetimeRange: 210 } as const;
/** Spec 1 §9: the fast debounce, for searching a select's options on the server. */
const FAST_DEBOUNCE_MS = 250;

interface FilterProps<S> {
  filter: S;
  state: ListViewState;
  /** Changes are given as updates of the state the address holds then, so quick edits do not undo each other. */
  onStateChange: (change: ListViewStateChange) => void;
}

/** Options as value -> label, so a chosen option keeps its label while the person searches for others. */
function optionEntries(options: SelectOption[]): Array<[string, string]> {
  return options.map((option) => (typeof option === 'string' ? [option, option] : [option.value, option.label]));
}

interface SelectFilterControlProps extends FilterProps<SelectFilterSpec<string>> {
  options: SelectOption[];
  /** Server-searched options: the typed text goes to the server, which also does the matching. */
  searched?: { onSearchChange: (text: string) => void; onBottomReached: () => void; loading: boolean };
}

function SelectFilterControl({ filter, state, onStateChange, options, searched }: SelectFilterControlProps) {
  const value = selectValue(filter, state);
  return (
    <Select
      label={filter.label}
      placeholder="All"
      w={filter.width ?? DEFAULT_WIDTH}
      clearable
      searchable={filter.searchable}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onStateChange((current) => withFilter(current, filter.id, next === null ? undefined : filter.value === 'id' ? Number(next) : next))}
      onSearchChange={searched?.onSearchChange}
      filter={searched ? ({ options: all }) => all : undefined}
      scrollAreaProps={searched ? { onBottomReached: searched.onBottomReached } : undefined}
      nothingFoundMessage={searched?.loading ? 'Loading...' : 'No data'}
      data-testid={filter.testId}
    />
  );
}

/**
 * Options the server searches and pages (related/distinct): the first page is asked for 250 ms after typing
 * stops, the next one each time the person scrolls to the end of the options, while more match.
 */
function SearchedSelectFilter(props: FilterProps<SelectFilterSpec<string>> & { source: Extract<SelectOptionsSource, { kind: 'search' }> }) {
  const { source } = props;
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), FAST_DEBOUNCE_MS);
  const [pages, setPages] = useState(() => noOptionPages(debounced));
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());

  const ask = useCallback(
    (text: string, index: number) => {
      setPages((current) => askingOptionPage(current, index));
      client
        .query({ query: source.query, variables: { filter: text || null, page: index, pageSize: SELECT_OPTION_LIMIT } })
        .then(({ data }) => (data ? source.toPage(data) : null), () => null)
        .then((page) => setPages((current) => withOptionPage(current, text, index, page)));
    },
    [client, source],
  );
  // Each new search text starts over from its first page.
  useEffect(() => {
    setPages(noOptionPages(debounced));
    ask(debounced, 0);
  }, [debounced, ask]);

  const found = useMemo(() => optionEntries(loadedOptions(pages)), [pages]);
  // Labels seen so far, so the chosen option still shows while the list holds other matches.
  const unseen = found.some(([value, label]) => known.get(value) !== label);
  if (unseen) setKnown(new Map([...known, ...found]));
  const value = selectValue(props.filter, props.state);
  const chosen = value === null ? null : String(value);
  const options = new Map(found);
  if (chosen !== null && !options.has(chosen)) options.set(chosen, known.get(chosen) ?? chosen);
  const next = nextOptionPage(pages, SELECT_OPTION_LIMIT);
  return (
    <SelectFilterControl
      {...props}
      options={[...options].map(([v, label]) => ({ value: v, label }))}
      searched={{
        // Typing the chosen option's label (Mantine writes it into the box on choosing) is not a search.
        onSearchChange: (text) => setSearch(chosen !== null && text === options.get(chosen) ? '' : text),
        onBottomReached: () => {
          if (next !== null) ask(pages.search, next);
        },
        loading: pages.count === null,
      }}
    />
  );
}

function SelectFilter(props: FilterProps<SelectFilterSpec<string>>) {
  const source = props.filter.options;
  return source.kind === 'search' ? <SearchedSelectFilter {...props} source={source} /> : <SelectFilterControl {...props} options={source.options()} />;
}

function BooleanFilter({ filter, state, onStateChange }: FilterProps<BooleanFilterSpec<string>>) {
  const value = booleanValue(filter, state);
  return (
    <Select
      label={filter.label}
      placeholder="All"
      w={filter.width ?? DEFAULT_WIDTH}
      clearable
      data={[
        { value: 'true', label: filter.choices[0] },
        { value: 'false', label: filter.choices[1] },
      ]}
      value={value === null ? null : String(value)}
      onChange={(next) => onStateChange((current) => withFilter(current, filter.id, next === null ? undefined : next === 'true'))}
      data-testid={filter.testId}
    />
  );
}

function RangeFilter({ filter, state, onStateChange }: FilterProps<RangeFilterSpec<string>>) {
  return rangeKeys(filter).map((key, end) => {
    const value = state.filters[key];
    const label = filter.labels[end];
    const w = filter.width ?? RANGE_END_WIDTH[filter.kind];
    return filter.kind === 'datetimeRange' ? (
      <TextInput
        key={key}
        label={label}
        type="datetime-local"
        w={w}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onStateChange((current) => withFilter(current, key, e.currentTarget.value || undefined))}
      />
    ) : (
      <NumberInput
        key={key}
        label={label}
        w={w}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => onStateChange((current) => withFilter(current, key, typeof next === 'number' ? next : undefined))}
      />
    );
  });
}

function FilterControl(props: FilterProps<ListFilterSpec>) {
  const { filter } = props;
  switch (filter.kind) {
    case 'search':
      return null;
    case 'select':
      return <SelectFilter {...props} filter={filter} />;
    case 'boolean':
      return <BooleanFilter {...props} filter={filter} />;
    default:
      return <RangeFilter {...props} filter={filter} />;
  }
}

interface ListViewFiltersProps {
  filters: ReadonlyArray<ListFilterSpec>;
  state: ListViewState;
  onStateChange: (change: ListViewStateChange) => void;
  /** Drawn after the filters (the card mode's sort dropdown). */
  children?: ReactNode;
}

export function ListViewFilters({ filters, state, onStateChange, children }: ListViewFiltersProps) {
  if (filters.every((filter) => filter.kind === 'search') && !children) return null;
  return (
    <Group gap="sm" justify="flex-end" align="flex-end" data-testid="list-filters">
      {filters.map((filter) => (
        <FilterControl key={filter.id} filter={filter} state={state} onStateChange={onStateChange} />
      ))}
      {children}
    </Group>
  );
}
