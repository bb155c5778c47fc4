// One control per native filter type: value (select, options from filterValues narrowed by the parents'
// selections), numeric range, time range (explore's picker), time grain and time column.
import { Group, MultiSelect, NumberInput, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DateFilterControl } from '../../explore/controls/time-range-control';
import { FilterValuesDocument, type DashboardNativeFilterFragment } from '../../../gql/graphql';
import { TIME_GRAIN_CHOICES } from '../../../viz/shared/control-choices';
import type { QueryFormData } from '../../../viz/shared/form-data';
import type { ExtraFormData } from './data-mask';
import { controlValue, filterTarget, rangeError } from './filter-types';
import { useSteadyQuery } from '../../../app/use-steady-query';

/** Spec 1 §9: selects show at most 100 options; search waits 500 ms. */
const OPTION_LIMIT = 100;
const SEARCH_DEBOUNCE_MS = 500;

export interface FilterControlProps {
  filter: DashboardNativeFilterFragment;
  dashboardId: number;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The parents' extraFormData (cascading), narrowing a value filter's options. */
  parentExtraFormData: ExtraFormData;
  /** Columns of the target dataset that are temporal, for the time column filter. */
  temporalColumns: string[];
}

const optionText = (value: unknown) => (value === null ? '<NULL>' : String(value));

function SelectFilter({ filter, dashboardId, value, onChange, parentExtraFormData }: FilterControlProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const target = filterTarget(filter);
  const multi = controlValue(filter, 'multiSelect', true);
  const searchAll = controlValue(filter, 'searchAllOptions', false);
  const { data, loading, error } = useSteadyQuery(FilterValuesDocument, {
    skip: !target,
    variables: {
      input: {
        dashboardId,
        filterId: filter.id,
        datasetId: target?.datasetId ?? 0,
        column: target?.column ?? '',
        search: searchAll && debounced ? debounced : null,
        limit: OPTION_LIMIT,
        sortAscending: controlValue(filter, 'sortAscending', true),
        sortMetric: filter.sortMetric ?? null,
        adhocFilters: filter.adhocFilters ?? null,
        timeRange: filter.timeRange ?? null,
        granularitySqla: filter.granularitySqla ?? null,
        extraFormData: Object.keys(parentExtraFormData).length > 0 ? parentExtraFormData : null,
      },
    },
  });
  // Options carry the raw value; the select speaks strings.
  const rawByText = useMemo(() => new Map((data?.filterValues.values ?? []).map((raw) => [optionText(raw), raw])), [data]);
  const selected = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(optionText);
  for (const text of selected) if (!rawByText.has(text)) rawByText.set(text, text);
  const options = [...rawByText.keys()];
  const toRaw = (texts: string[]) => texts.map((text) => rawByText.get(text) ?? text);
  const common = {
    'aria-label': filter.name,
    data: options,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    placeholder: loading ? 'Loading…' : error ? 'Could not load values' : multi ? 'Select values' : 'Select a value',
    nothingFoundMessage: loading ? 'Loading…' : 'No data',
    clearable: true,
    comboboxProps: { withinPortal: true },
    'data-testid': `filter-control-${filter.id}`,
  };
  return multi ? (
    <MultiSelect {...common} maxValues={undefined} value={selected} onChange={(texts) => onChange(texts.length ? toRaw(texts) : null)} />
  ) : (
    <Select {...common} value={selected[0] ?? null} onChange={(text) => onChange(text === null ? null : toRaw([text]))} />
  );
}

function RangeFilter({ filter, value, onChange }: FilterControlProps) {
  const [min, max] = Array.isArray(value) ? (value as Array<number | null>) : [null, null];
  const error = rangeError(value);
  const set = (next: [number | null, number | null]) => onChange(next[0] === null && next[1] === null ? null : next);
  const read = (input: string | number) => (typeof input === 'number' ? input : null);
  return (
    <div data-testid={`filter-control-${filter.id}`}>
      <Group gap={6} wrap="nowrap">
        <NumberInput size="sm" aria-label={`${filter.name} minimum`} placeholder="Min" value={min ?? ''} onChange={(input) => set([read(input), max ?? null])} />
        <NumberInput size="sm" aria-label={`${filter.name} maximum`} placeholder="Max" value={max ?? ''} onChange={(input) => set([min ?? null, read(input)])} />
      </Group>
      {error && (
        <Text size="xs" c="red" mt={4} data-testid="filter-range-error">
          {error}
        </Text>
      )}
    </div>
  );
}

function TimeFilter({ filter, value, onChange }: FilterControlProps) {
  const config = { name: filter.id, type: 'DateFilterControl' as const, label: filter.name };
  return (
    <div data-testid={`filter-control-${filter.id}`}>
      <DateFilterControl config={config} value={value ?? 'No filter'} onChange={(next) => onChange(next === 'No filter' ? null : next)} formData={{} as QueryFormData} datasource={null} />
    </div>
  );
}

function ChoiceFilter({ filter, value, onChange, choices }: FilterControlProps & { choices: Array<{ value: string; label: string }> }) {
  const current = Array.isArray(value) ? value[0] : value;
  return (
    <Select
      aria-label={filter.name}
      data={choices}
      value={typeof current === 'string' ? current : null}
      clearable
      searchable
      placeholder="Select a value"
      onChange={(next) => onChange(next === null ? null : [next])}
      data-testid={`filter-control-${filter.id}`}
    />
  );
}

export function FilterControl(props: FilterControlProps) {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return <TimeFilter {...props} />;
    case 'filter_timegrain':
      return <ChoiceFilter {...props} choices={TIME_GRAIN_CHOICES.map(([value, label]) => ({ value: String(value), label }))} />;
    case 'filter_timecolumn':
      return <ChoiceFilter {...props} choices={props.temporalColumns.map((column) => ({ value: column, label: column }))} />;
    default:
      return (
        <Text size="xs" c="dimmed">
          {`Unsupported filter type: ${props.filter.filterType ?? 'none'}`}
        </Text>
      );
  }
}
