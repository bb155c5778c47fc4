// The controls of a list's declared filters (all but the search, which sits beside the title). Each writes
// its value into the list state, which the caller keeps in the address bar.
import { useQuery } from '@apollo/client/react';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
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

/** A select filter's control: one value out of its options, or none ('All'). */
interface FilterSelectProps {
  filter: SelectFilterSpec<string> | BooleanFilterSpec<string>;
  data: SelectOption[];
  value: string | null;
  onChange: (next: string | null) => void;
  onSearchChange?: (text: string) => void;
}

function FilterSelect({ filter, data, value, onChange, onSearchChange }: FilterSelectProps) {
  return (
    <Select
      label={filter.label}
      placeholder="All"
      w={filter.width ?? DEFAULT_WIDTH}
      clearable
      searchable={filter.kind === 'select' && filter.searchable}
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={onSearchChange}
      data-testid={filter.testId}
    />
  );
}

/** Options as value -> label, so a chosen option keeps its label while the person searches for others. */
function optionEntries(options: SelectOption[]): Array<[string, string]> {
  return options.map((option) => (typeof option === 'string' ? [option, option] : [option.value, option.label]));
}

function SelectFilterControl({ filter, state, onStateChange, options, onSearchChange }: FilterProps<SelectFilterSpec<string>> & { options: SelectOption[]; onSearchChange?: (text: string) => void }) {
  const value = selectValue(filter, state);
  return (
    <FilterSelect
      filter={filter}
      data={options}
      value={value === null ? null : String(value)}
      onSearchChange={onSearchChange}
      onChange={(next) => onStateChange((current) => withFilter(current, filter.id, next === null ? undefined : filter.value === 'id' ? Number(next) : next))}
    />
  );
}

function QuerySelectFilter(props: FilterProps<SelectFilterSpec<string>> & { source: Extract<SelectOptionsSource, { kind: 'query' }> }) {
  const { data } = useQuery(props.source.query);
  return <SelectFilterControl {...props} options={data ? props.source.toOptions(data) : []} />;
}

/** Options the server searches (related/distinct): asked again 250 ms after typing stops, the first page of
 * matches (spec 1 §9: at most 100 options). */
function SearchedSelectFilter(props: FilterProps<SelectFilterSpec<string>> & { source: Extract<SelectOptionsSource, { kind: 'search' }> }) {
  const { source } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), FAST_DEBOUNCE_MS);
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const { data, previousData } = useQuery(source.query, { variables: { filter: debounced || null, page: 0, pageSize: SELECT_OPTION_LIMIT } });
  const answer = data ?? previousData;
  const found = useMemo(() => (answer ? optionEntries(source.toOptions(answer)) : []), [answer, source]);
  // Labels seen so far, so the chosen option still shows while the list holds other matches.
  const unseen = found.some(([value, label]) => known.get(value) !== label);
  if (unseen) setKnown(new Map([...known, ...found]));
  const value = selectValue(props.filter, props.state);
  const chosen = value === null ? null : String(value);
  const options = new Map(found);
  if (chosen !== null && !options.has(chosen)) options.set(chosen, known.get(chosen) ?? chosen);
  // Typing the chosen option's label (Mantine writes it into the box on choosing) is not a search.
  const onSearchChange = (text: string) => setSearch(chosen !== null && text === options.get(chosen) ? '' : text);
  return <SelectFilterControl {...props} options={[...options].map(([v, label]) => ({ value: v, label }))} onSearchChange={onSearchChange} />;
}

function SelectFilter(props: FilterProps<SelectFilterSpec<string>>) {
  const source = props.filter.options;
  switch (source.kind) {
    case 'query':
      return <QuerySelectFilter {...props} source={source} />;
    case 'search':
      return <SearchedSelectFilter {...props} source={source} />;
    case 'fixed':
      return <SelectFilterControl {...props} options={source.options()} />;
  }
}

function BooleanFilter({ filter, state, onStateChange }: FilterProps<BooleanFilterSpec<string>>) {
  const value = booleanValue(filter, state);
  return (
    <FilterSelect
      filter={filter}
      data={[
        { value: 'true', label: filter.choices[0] },
        { value: 'false', label: filter.choices[1] },
      ]}
      value={value === null ? null : String(value)}
      onChange={(next) => onStateChange((current) => withFilter(current, filter.id, next === null ? undefined : next === 'true'))}
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
