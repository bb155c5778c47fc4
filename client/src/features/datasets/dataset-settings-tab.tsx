// Settings tab: the dataset's own properties (description, time settings, caching, templating, extra JSON)
// and its owners.
import { Checkbox, Group, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DatasetOwnerOptionsDocument, type DatasetEditFragment } from '../../gql/graphql';
import type { DatasetDraft } from './dataset-form';
import { useSteadyQuery } from '../../app/use-steady-query';

interface Props {
  draft: DatasetDraft;
  stored: DatasetEditFragment;
  readOnly: boolean;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

/** Spec 1 §9: searches are debounced by 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

function OwnersSelect({ value, readOnly, stored, onChange }: { value: number[]; readOnly: boolean; stored: DatasetEditFragment; onChange: (ids: number[]) => void }) {
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data } = useSteadyQuery(DatasetOwnerOptionsDocument, { variables: { filter: filter || null, includeIds: value } });
  const options = useMemo(() => {
    const byId = new Map<number, string>(stored.owners.map((o) => [o.id, `${o.firstName} ${o.lastName}`]));
    for (const item of data?.datasetRelatedOwners.items ?? []) byId.set(item.value, item.text);
    return [...byId].map(([id, label]) => ({ value: String(id), label }));
  }, [data, stored.owners]);
  return (
    <MultiSelect
      label="Owners"
      description="Owners may edit the dataset"
      data={options}
      value={value.map(String)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      readOnly={readOnly}
      onChange={(ids) => onChange(ids.map(Number))}
      data-testid="dataset-owners"
    />
  );
}

export function DatasetSettingsTab({ draft, stored, readOnly, onChange }: Props) {
  const temporalColumns = draft.columns.filter((c) => c.isDttm && c.columnName).map((c) => c.columnName);
  const mono = { input: { fontFamily: 'ui-monospace, monospace' } };
  return (
    <Stack gap="sm">
      <Textarea label="Description" autosize minRows={2} value={draft.description} readOnly={readOnly} onChange={(e) => onChange({ description: e.currentTarget.value })} />
      <Group grow align="flex-start">
        <Select
          label="Default datetime"
          description="The time column charts filter and group by first"
          data={temporalColumns}
          value={draft.mainDttmCol || null}
          clearable
          readOnly={readOnly}
          onChange={(value) => onChange({ mainDttmCol: value ?? '' })}
        />
        <TextInput
          label="Default URL"
          description="Where the dataset opens instead of Explore"
          value={draft.defaultEndpoint}
          readOnly={readOnly}
          onChange={(e) => onChange({ defaultEndpoint: e.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Hours offset" description="Added to temporal values" value={draft.offset} readOnly={readOnly} onChange={(e) => onChange({ offset: e.currentTarget.value })} />
        <TextInput
          label="Cache timeout"
          description="Seconds; empty uses the database's"
          value={draft.cacheTimeout}
          readOnly={readOnly}
          onChange={(e) => onChange({ cacheTimeout: e.currentTarget.value })}
          data-testid="dataset-cache-timeout"
        />
      </Group>
      <Checkbox
        label="Autocomplete filters (fetch the values of filterable columns)"
        checked={draft.filterSelectEnabled}
        disabled={readOnly}
        onChange={(e) => onChange({ filterSelectEnabled: e.currentTarget.checked })}
      />
      <Textarea
        label="Autocomplete query predicate"
        description="A WHERE clause limiting the values fetched for filters"
        autosize
        minRows={1}
        styles={mono}
        value={draft.fetchValuesPredicate}
        readOnly={readOnly}
        onChange={(e) => onChange({ fetchValuesPredicate: e.currentTarget.value })}
      />
      <Checkbox
        label="Normalize column names"
        checked={draft.normalizeColumns}
        disabled={readOnly}
        onChange={(e) => onChange({ normalizeColumns: e.currentTarget.checked })}
      />
      <Checkbox
        label="Always filter main datetime column"
        checked={draft.alwaysFilterMainDttm}
        disabled={readOnly}
        onChange={(e) => onChange({ alwaysFilterMainDttm: e.currentTarget.checked })}
      />
      <Textarea
        label="Template parameters"
        description="A JSON object of Jinja template parameters"
        autosize
        minRows={2}
        styles={mono}
        value={draft.templateParams}
        readOnly={readOnly}
        onChange={(e) => onChange({ templateParams: e.currentTarget.value })}
      />
      <Textarea
        label="Extra"
        description='JSON: {"certification": {"certified_by": "...", "details": "..."}, "warning_markdown": "..."}'
        autosize
        minRows={3}
        styles={mono}
        value={draft.extraText}
        readOnly={readOnly}
        onChange={(e) => onChange({ extraText: e.currentTarget.value })}
        data-testid="dataset-extra"
      />
      <OwnersSelect value={draft.owners} readOnly={readOnly} stored={stored} onChange={(owners) => onChange({ owners })} />
    </Stack>
  );
}
