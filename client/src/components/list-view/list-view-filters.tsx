// The controls of a list's declared filters (all but the search, which sits beside the title). Each writes
// its value into the list state, which the caller keeps in the address bar.
import { useQuery } from '@apollo/client/react';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { booleanValue, rangeKeys, selectValue, type BooleanFilterSpec, type ListFilterSpec, type RangeFilterSpec, type SelectFilterSpec, type SelectOption } from './list-spec';
import { withFilter, type ListViewState } from './list-view-state';

const DEFAULT_WIDTH = 200;

interface FilterProps<S> {
  filter: S;
  state: ListViewState;
  onStateChange: (next: ListViewState) => void;
}

/** A select filter's control: one value out of its options, or none ('All'). */
function FilterSelect({ filter, data, value, onChange }: { filter: SelectFilterSpec<string> | BooleanFilterSpec<string>; data: SelectOption[]; value: string | null; onChange: (next: string | null) => void }) {
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
      data-testid={filter.testId}
    />
  );
}

function SelectFilter({ filter, state, onStateChange }: FilterProps<SelectFilterSpec<string>>) {
  const { data } = useQuery(filter.options.query);
  const value = selectValue(filter, state);
  return (
    <FilterSelect
      filter={filter}
      data={data ? filter.options.toOptions(data) : []}
      value={value === null ? null : String(value)}
      onChange={(next) => onStateChange(withFilter(state, filter.id, next === null ? undefined : filter.value === 'id' ? Number(next) : next))}
    />
  );
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
      onChange={(next) => onStateChange(withFilter(state, filter.id, next === null ? undefined : next === 'true'))}
    />
  );
}

function RangeFilter({ filter, state, onStateChange }: FilterProps<RangeFilterSpec<string>>) {
  return rangeKeys(filter).map((key, end) => {
    const value = state.filters[key];
    const label = filter.labels[end];
    const w = filter.width ?? DEFAULT_WIDTH;
    return filter.kind === 'datetimeRange' ? (
      <TextInput
        key={key}
        label={label}
        type="datetime-local"
        w={w}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onStateChange(withFilter(state, key, e.currentTarget.value || undefined))}
      />
    ) : (
      <NumberInput
        key={key}
        label={label}
        w={w}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => onStateChange(withFilter(state, key, typeof next === 'number' ? next : undefined))}
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

export function ListViewFilters({ filters, state, onStateChange }: { filters: ReadonlyArray<ListFilterSpec>; state: ListViewState; onStateChange: (next: ListViewState) => void }) {
  if (filters.every((filter) => filter.kind === 'search')) return null;
  return (
    <Group gap="sm" justify="flex-end" align="flex-end" data-testid="list-filters">
      {filters.map((filter) => (
        <FilterControl key={filter.id} filter={filter} state={state} onStateChange={onStateChange} />
      ))}
    </Group>
  );
}
