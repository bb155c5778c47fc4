// One native filter's settings in the configuration modal: type, name, dataset and column (searchable), the
// default value previewed with the filter's real values, the value options (required, first item, multiple,
// search all, inverse, sort by metric), parents (cascade, cycles refused), the pre-filter on the filter's own
// values query, and the description.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Box, Button, Checkbox, Divider, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ExploreDatasourceDocument, FilterConfigDatasetsDocument, type DashboardNativeFilterFragment, type ExploreDatasourceQuery } from '../../../gql/graphql';
import type { QueryFormData } from '../../../viz/shared/form-data';
import { AdhocFilterControl } from '../../explore/controls/adhoc-filter-control';
import { DateFilterControl } from '../../explore/controls/time-range-control';
import { FilterControl } from '../native-filters/filter-controls';
import type { TargetDraft } from '../native-filters/filter-targets';
import { filterDataMask } from '../native-filters/filter-types';
import {
  addTarget,
  controlValues,
  CYCLE_TEXT,
  defaultValueOf,
  FILTER_TYPES,
  isDivider,
  parentIds,
  removeTarget,
  setTargetAt,
  targetsOf,
  TYPE_SETTINGS,
  withTargets,
  wouldCycle,
  type FilterConfig,
  type FilterErrors,
  type TargetErrors,
} from './filter-config-model';
import { useSteadyQuery } from '../../../app/use-steady-query';

interface Props {
  dashboardId: number;
  config: FilterConfig;
  all: ReadonlyArray<FilterConfig>;
  errors: FilterErrors;
  onChange: (next: FilterConfig) => void;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The filter as the filter bar's controls read it (the generated NativeFilter fields). */
export function asNativeFilter(config: FilterConfig): DashboardNativeFilterFragment {
  return {
    id: String(config.id),
    type: isDivider(config) ? 'DIVIDER' : 'NATIVE_FILTER',
    name: str(config.name),
    title: str(config.title) || null,
    filterType: str(config.filterType) || null,
    targets: config.targets ?? [],
    controlValues: controlValues(config),
    defaultDataMask: config.defaultDataMask ?? {},
    cascadeParentIds: parentIds(config),
    scope: config.scope ?? {},
    adhocFilters: Array.isArray(config.adhoc_filters) ? config.adhoc_filters : null,
    timeRange: str(config.time_range) || null,
    granularitySqla: str(config.granularity_sqla) || null,
    sortMetric: str(config.sortMetric) || null,
    requiredFirst: typeof config.requiredFirst === 'boolean' ? config.requiredFirst : null,
    description: str(config.description) || null,
    chartsInScope: null,
    tabsInScope: null,
  };
}

function DatasetSelect({ value, error, onChange, label = 'Dataset', testId = 'filter-config-dataset' }: { value: number | null; error?: string; onChange: (id: number | null) => void; label?: string; testId?: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useSteadyQuery(FilterConfigDatasetsDocument, {
    variables: { filters: debounced ? [{ field: 'TABLE_NAME', op: 'CT', value: debounced }] : null, includeIds: value === null ? [] : [value] },
  });
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const dataset of [...(data?.included.items ?? []), ...(data?.datasets.items ?? [])]) {
      byId.set(String(dataset.id), `${dataset.tableName}${dataset.schema ? ` (${dataset.database?.databaseName ?? ''}.${dataset.schema})` : ''}`);
    }
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [data]);
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
      nothingFoundMessage="No datasets"
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

type DatasourceMetadata = NonNullable<ExploreDatasourceQuery['datasourceMetadata']>;

/** The columns a filter of this type may target (a range filter: numeric ones). */
function columnOptions(metadata: DatasourceMetadata | null, filterType: string) {
  return (metadata?.columns ?? [])
    .filter((column) => column.filterable !== false && (filterType !== 'filter_range' || column.typeGeneric === 0))
    .map((column) => ({ value: column.columnName, label: column.verboseName || column.columnName }));
}

const datasourceKey = (datasetId: number | null) => `${datasetId ?? 0}__table`;

/** A further (dataset, column) pair of a filter across datasets, its column chosen from that dataset's own. */
function FurtherTarget({ index, target, filterType, errors, onChange, onRemove }: { index: number; target: TargetDraft; filterType: string; errors?: TargetErrors; onChange: (next: TargetDraft) => void; onRemove: () => void }) {
  const datasource = useQuery(ExploreDatasourceDocument, { variables: { datasourceKey: datasourceKey(target.datasetId) }, skip: target.datasetId === null });
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid="filter-config-target">
      <Box style={{ flex: 1 }}>
        <DatasetSelect label={`Dataset ${index + 1}`} testId={`filter-config-dataset-${index}`} value={target.datasetId} error={errors?.dataset} onChange={(datasetId) => onChange({ datasetId, column: null })} />
      </Box>
      <Select
        style={{ flex: 1 }}
        label={`Column ${index + 1}`}
        withAsterisk
        searchable
        data={columnOptions(datasource.data?.datasourceMetadata ?? null, filterType)}
        value={target.column}
        onChange={(column) => onChange({ datasetId: target.datasetId, column })}
        error={errors?.column}
        disabled={target.datasetId === null}
        placeholder={datasource.loading ? 'Loading…' : undefined}
        nothingFoundMessage="No columns"
        comboboxProps={{ withinPortal: true }}
        data-testid={`filter-config-column-${index}`}
      />
      <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove dataset ${index + 1}`} onClick={onRemove} data-testid={`filter-config-remove-target-${index}`}>
        ✕
      </ActionIcon>
    </Group>
  );
}

export function FilterSettingsForm({ dashboardId, config, all, errors, onChange }: Props) {
  const filterType = str(config.filterType) || 'filter_select';
  const settings = TYPE_SETTINGS[filterType] ?? TYPE_SETTINGS.filter_select;
  const values = controlValues(config);
  const targets = targetsOf(config);
  const target = targets[0];
  const datasource = useQuery(ExploreDatasourceDocument, { variables: { datasourceKey: datasourceKey(target.datasetId) }, skip: target.datasetId === null });
  const metadata = datasource.data?.datasourceMetadata ?? null;
  const set = (patch: FilterConfig) => onChange({ ...config, ...patch });
  const setValue = (key: string, value: unknown) => set({ controlValues: { ...values, [key]: value } });
  // The first target is where the values, and so the default value, come from: changing it clears the default.
  const setTarget = (datasetId: number | null, column: string | null) => onChange({ ...setTargetAt(config, 0, { datasetId, column }), defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } });

  const temporal = (metadata?.columns ?? []).filter((column) => column.filterable !== false && (column.isDttm || column.typeGeneric === 2)).map((column) => column.columnName);
  const others = all.filter((other) => other.id !== config.id && !isDivider(other) && (other.filterType ?? 'filter_select') === 'filter_select');
  const parents = parentIds(config);
  const native = asNativeFilter(config);
  const defaultEnabled = values.defaultValueEnabled === true || defaultValueOf(config) !== null;

  return (
    <Stack gap="sm" data-testid="filter-settings">
      <Select
        label="Filter type"
        data={FILTER_TYPES.map((type) => ({ value: type.value, label: type.label }))}
        value={filterType}
        allowDeselect={false}
        onChange={(next) =>
          next &&
          onChange({
            // Only a column filter reaches across datasets: another type keeps the first target alone.
            ...(TYPE_SETTINGS[next].column || targets.length < 2 ? config : withTargets(config, targets.slice(0, 1))),
            filterType: next,
            defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
            ...(TYPE_SETTINGS[next].parents ? {} : { cascadeParentIds: [] }),
          })
        }
        comboboxProps={{ withinPortal: true }}
        data-testid="filter-config-type"
      />
      <TextInput label="Filter name" withAsterisk value={str(config.name)} error={errors.name} onChange={(event) => set({ name: event.currentTarget.value })} data-testid="filter-config-name" />
      {settings.dataset && <DatasetSelect value={target.datasetId} error={errors.dataset} onChange={(id) => setTarget(id, null)} />}
      {settings.column && (
        <Select
          label="Column"
          withAsterisk
          searchable
          data={columnOptions(metadata, filterType)}
          value={target.column}
          onChange={(column) => setTarget(target.datasetId, column)}
          error={errors.column}
          disabled={target.datasetId === null}
          placeholder={datasource.loading ? 'Loading…' : undefined}
          nothingFoundMessage="No columns"
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-config-column"
        />
      )}
      {settings.column && (
        <Stack gap="xs" data-testid="filter-config-targets">
          {targets.slice(1).map((further, offset) => (
            <FurtherTarget
              key={offset + 1}
              index={offset + 1}
              target={further}
              filterType={filterType}
              errors={errors.targets?.[offset + 1]}
              onChange={(next) => onChange(setTargetAt(config, offset + 1, next))}
              onRemove={() => onChange(removeTarget(config, offset + 1))}
            />
          ))}
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Button size="compact-xs" variant="subtle" style={{ flex: 'none' }} onClick={() => onChange(addTarget(config))} disabled={target.datasetId === null} data-testid="filter-config-add-target">
              + Add dataset
            </Button>
            <Text size="xs" c="dimmed">
              {targets.length > 1
                ? 'The filter applies to charts of each dataset listed, on the column chosen for it; charts of other datasets are not filtered. Its values are listed from the first dataset.'
                : 'To filter charts of another dataset whose column has a different name, add that dataset with its column.'}
            </Text>
          </Group>
        </Stack>
      )}
      <Divider label="Filter settings" labelPosition="left" />
      {settings.parents && (
        <>
          <Checkbox label="Filter is hierarchical" checked={parents.length > 0 || values.hierarchical === true} onChange={(event) => set({ controlValues: { ...values, hierarchical: event.currentTarget.checked }, ...(event.currentTarget.checked ? {} : { cascadeParentIds: [] }) })} data-testid="filter-config-hierarchical" />
          {(parents.length > 0 || values.hierarchical === true) && (
            <Select
              label="Parent filter"
              description="Its selection narrows this filter's values."
              data={others.map((other) => ({ value: String(other.id), label: str(other.name) || String(other.id), disabled: wouldCycle(all, String(config.id), String(other.id)) }))}
              value={parents[0] ?? null}
              onChange={(id) => set({ cascadeParentIds: id ? [id] : [] })}
              error={errors.parents ?? (parents.some((id) => wouldCycle(all.map((item) => (item.id === config.id ? { ...item, cascadeParentIds: [] } : item)), String(config.id), id)) ? CYCLE_TEXT : undefined)}
              clearable
              comboboxProps={{ withinPortal: true }}
              data-testid="filter-config-parent"
            />
          )}
        </>
      )}
      {settings.preFilter && (
        <>
          <Checkbox label="Pre-filter available values" checked={values.preFilter === true || (Array.isArray(config.adhoc_filters) && config.adhoc_filters.length > 0)} onChange={(event) => set({ controlValues: { ...values, preFilter: event.currentTarget.checked }, ...(event.currentTarget.checked ? {} : { adhoc_filters: [], time_range: undefined }) })} data-testid="filter-config-prefilter" />
          {(values.preFilter === true || (Array.isArray(config.adhoc_filters) && config.adhoc_filters.length > 0)) && (
            <Stack gap={6} pl="md">
              <Text size="xs" c="dimmed">
                Conditions on the filter&apos;s own values query.
              </Text>
              <AdhocFilterControl config={{ name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Pre-filter' }} value={config.adhoc_filters ?? []} onChange={(next) => set({ adhoc_filters: next })} formData={{} as QueryFormData} datasource={metadata} />
              <DateFilterControl config={{ name: 'time_range', type: 'DateFilterControl', label: 'Time range' }} value={config.time_range ?? 'No filter'} onChange={(next) => set({ time_range: next === 'No filter' ? undefined : next })} formData={{} as QueryFormData} datasource={metadata} />
              {temporal.length > 0 && !!config.time_range && (
                <Select label="Time column" data={temporal} value={str(config.granularity_sqla) || null} onChange={(next) => set({ granularity_sqla: next ?? undefined })} clearable comboboxProps={{ withinPortal: true }} />
              )}
            </Stack>
          )}
        </>
      )}
      {settings.values && (
        <>
          <Checkbox label="Sort filter values" checked={values.sortAscending !== undefined || !!config.sortMetric} onChange={(event) => set({ controlValues: { ...values, sortAscending: event.currentTarget.checked ? true : undefined }, ...(event.currentTarget.checked ? {} : { sortMetric: undefined }) })} data-testid="filter-config-sort" />
          {(values.sortAscending !== undefined || !!config.sortMetric) && (
            <Stack gap={6} pl="md">
              <Select label="Sort type" data={[{ value: 'asc', label: 'Sort ascending' }, { value: 'desc', label: 'Sort descending' }]} value={values.sortAscending === false ? 'desc' : 'asc'} allowDeselect={false} onChange={(next) => setValue('sortAscending', next !== 'desc')} comboboxProps={{ withinPortal: true }} />
              <Select label="Sort metric" description="If a metric is specified, sorting will be done based on the metric value" data={(metadata?.metrics ?? []).map((metric) => ({ value: metric.metricName, label: metric.verboseName || metric.metricName }))} value={str(config.sortMetric) || null} onChange={(next) => set({ sortMetric: next ?? undefined })} clearable comboboxProps={{ withinPortal: true }} data-testid="filter-config-sort-metric" />
            </Stack>
          )}
        </>
      )}
      <Checkbox label="Filter has default value" checked={defaultEnabled} onChange={(event) => set({ controlValues: { ...values, defaultValueEnabled: event.currentTarget.checked }, ...(event.currentTarget.checked ? {} : { defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } }) })} data-testid="filter-config-has-default" />
      {defaultEnabled && (
        <Stack gap={4} pl="md" data-testid="filter-config-default">
          {settings.dataset && target.datasetId === null ? (
            <Text size="xs" c="dimmed">
              Fill all required fields to enable &quot;Default Value&quot;
            </Text>
          ) : (
            <FilterControl
              filter={{ ...native, name: `${native.name || 'Filter'} default value` }}
              dashboardId={dashboardId}
              value={defaultValueOf(config)}
              onChange={(value) => set({ defaultDataMask: { ...filterDataMask(native, value), ownState: {} } })}
              parentExtraFormData={{}}
              temporalColumns={temporal}
            />
          )}
          {errors.defaultValue && (
            <Text size="xs" c="red">
              {errors.defaultValue}
            </Text>
          )}
        </Stack>
      )}
      <Checkbox label="Filter value is required" description="User must select a value before applying the filter" checked={values.enableEmptyFilter === true} onChange={(event) => setValue('enableEmptyFilter', event.currentTarget.checked)} data-testid="filter-config-required" />
      {settings.values && (
        <>
          <Checkbox label="Select first filter value by default" description="When using this option, default value can't be set" checked={values.defaultToFirstItem === true} onChange={(event) => set({ controlValues: { ...values, defaultToFirstItem: event.currentTarget.checked }, ...(event.currentTarget.checked ? { defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } } : {}) })} data-testid="filter-config-first-item" />
          <Checkbox label="Can select multiple values" checked={values.multiSelect !== false} onChange={(event) => setValue('multiSelect', event.currentTarget.checked)} data-testid="filter-config-multi" />
          <Checkbox label="Dynamically search all filter values" description="By default, each filter loads at most 1000 choices at the initial page load. Check this box if you have more than 1000 filter values and want to enable dynamically searching that loads filter values as users type (may add stress to your database)." checked={values.searchAllOptions === true} onChange={(event) => setValue('searchAllOptions', event.currentTarget.checked)} data-testid="filter-config-search-all" />
          <Checkbox label="Inverse selection" description="Exclude selected values" checked={values.inverseSelection === true} onChange={(event) => setValue('inverseSelection', event.currentTarget.checked)} data-testid="filter-config-inverse" />
        </>
      )}
      <Textarea label="Description" autosize minRows={2} value={str(config.description)} onChange={(event) => set({ description: event.currentTarget.value })} data-testid="filter-config-description" />
    </Stack>
  );
}
