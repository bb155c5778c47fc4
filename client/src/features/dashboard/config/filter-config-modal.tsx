// The native filter configuration modal (spec 1 §2, §4): filters and dividers listed on the left (add, remove
// with a 5000 ms undo, reorder), the selected one's settings and scoping on the right. Save refuses while any
// item has a problem and goes to the first such item; otherwise it sends the changes to PUT /filters semantics.
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Box, Button, Group, Modal, Radio, ScrollArea, Stack, Tabs, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { firstErrorMessage } from '../../../app/graphql-errors';
import { SaveDashboardFiltersDocument } from '../../../gql/graphql';
import type { Layout } from '../layout/layout-model';
import { filterChanges, firstInvalidId, isDivider, moveItem, newDivider, newFilter, newFilterId, REMOVE_UNDO_MS, targetsOf, validateFilters, type FilterChanges, type FilterConfig } from './filter-config-model';
import { FilterSettingsForm } from './filter-settings-form';
import { checkedCharts, scopeOf, scopeTree, tabsInScope } from './scope-tree';
import { ScopeTreeControl } from './scope-tree-control';
import { ROOT_ID } from '@tessera/layout-rules';

interface Props {
  dashboardId: number;
  layout: Layout;
  chartNames: ReadonlyMap<number, string>;
  original: ReadonlyArray<FilterConfig>;
  initialId?: string | null;
  onSaved: (changes: FilterChanges) => void;
  onClose: () => void;
}

const titleOf = (config: FilterConfig) => String((isDivider(config) ? config.title : config.name) ?? '').trim() || (isDivider(config) ? '[untitled divider]' : '[untitled]');

function ScopingPanel({ config, layout, chartNames, onChange }: { config: FilterConfig; layout: Layout; chartNames: ReadonlyMap<number, string>; onChange: (next: FilterConfig) => void }) {
  const tree = useMemo(() => scopeTree(layout, chartNames), [layout, chartNames]);
  const checked = checkedCharts(layout, config.scope);
  const all = checkedCharts(layout, { rootPath: [ROOT_ID], excluded: [] });
  const [specific, setSpecific] = useState(checked.size < all.size);
  return (
    <Stack gap="sm">
      <Radio.Group value={specific ? 'specific' : 'all'} onChange={(value) => {
        setSpecific(value === 'specific');
        if (value === 'all') onChange({ ...config, scope: { rootPath: [ROOT_ID], excluded: [] } });
      }}>
        <Group>
          <Radio value="all" label="Apply to all panels" data-testid="filter-scope-all" />
          <Radio value="specific" label="Apply to specific panels" data-testid="filter-scope-specific" />
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {specific
          ? 'Only the selected panels will be affected by this filter'
          : targetsOf(config).length > 1
            ? "All panels of the filter's datasets will be affected by this filter"
            : 'All panels with this column will be affected by this filter'}
      </Text>
      {specific && <ScopeTreeControl tree={tree} checked={checked} onChange={(next) => onChange({ ...config, scope: scopeOf(tree, next) })} />}
    </Stack>
  );
}

export function FilterConfigModal({ dashboardId, layout, chartNames, original, initialId, onSaved, onClose }: Props) {
  const [items, setItems] = useState<FilterConfig[]>(() => original.map((config) => structuredClone(config)));
  const [selected, setSelected] = useState<string | null>(() => initialId ?? (original[0]?.id as string | undefined) ?? null);
  const [removed, setRemoved] = useState<Array<{ config: FilterConfig; index: number }>>([]);
  const [tab, setTab] = useState<string | null>('settings');
  const [warning, setWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [save, { loading }] = useMutation(SaveDashboardFiltersDocument);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const errors = useMemo(() => validateFilters(items), [items]);
  const current = items.find((config) => config.id === selected) ?? null;

  const add = (divider: boolean) => {
    const id = newFilterId(divider);
    setItems((list) => [...list, divider ? newDivider(id) : newFilter(id)]);
    setSelected(id);
    setTab('settings');
  };
  const remove = (id: string) => {
    const index = items.findIndex((config) => config.id === id);
    if (index < 0) return;
    setRemoved((list) => [...list, { config: items[index], index }]);
    setItems((list) => list.filter((config) => config.id !== id));
    if (selected === id) setSelected(null);
    // Past the undo window the removal is final (spec 1 §4: 5000 ms).
    timers.current.set(id, setTimeout(() => setRemoved((list) => list.filter((entry) => entry.config.id !== id)), REMOVE_UNDO_MS));
  };
  const restore = (id: string) => {
    const entry = removed.find((candidate) => candidate.config.id === id);
    if (!entry) return;
    clearTimeout(timers.current.get(id));
    setRemoved((list) => list.filter((candidate) => candidate.config.id !== id));
    setItems((list) => [...list.slice(0, entry.index), entry.config, ...list.slice(entry.index)]);
    setSelected(id);
  };
  const update = (next: FilterConfig) => setItems((list) => list.map((config) => (config.id === next.id ? next : config)));

  const submit = async () => {
    setShowErrors(true);
    const invalid = firstInvalidId(items, errors);
    if (invalid) {
      setSelected(invalid);
      setTab('settings');
      setWarning('Please fix the errors in the filter configuration before saving.');
      return;
    }
    setWarning(null);
    setFailure(null);
    // The charts and tabs a filter reaches are stored with it (the bar reads chartsInScope first).
    const withScope = items.map((config) => {
      const scope = scopeOf(scopeTree(layout, chartNames), checkedCharts(layout, config.scope));
      return isDivider(config) ? config : { ...config, scope, chartsInScope: [...checkedCharts(layout, scope)], tabsInScope: tabsInScope(layout, scope) };
    });
    const changes = filterChanges(original, withScope);
    try {
      if (changes.modified.length || changes.deleted.length || changes.reordered.length) await save({ variables: { id: dashboardId, input: changes } });
      onSaved(changes);
    } catch (error) {
      setFailure(firstErrorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add and edit filters" size={960} centered data-testid="filter-config-modal">
      <Group align="stretch" gap="md" wrap="nowrap" mih={520}>
        <Stack w={260} gap="xs" style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)' }} pr="sm">
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => add(false)} data-testid="filter-config-add">
              + Add filter
            </Button>
            <Button size="xs" variant="subtle" onClick={() => add(true)} data-testid="filter-config-add-divider">
              + Add divider
            </Button>
          </Group>
          <ScrollArea.Autosize mah={460}>
            <Stack gap={2} data-testid="filter-config-list">
              {items.map((config, index) => {
                const id = String(config.id);
                const active = id === selected;
                const invalid = showErrors && !!errors[id];
                return (
                  <Group key={id} gap={2} wrap="nowrap" px={6} py={4} style={{ borderRadius: 4, background: active ? 'var(--mantine-color-blue-0)' : undefined }} data-testid="filter-config-item" data-filter-id={id}>
                    <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => setSelected(id)} aria-current={active}>
                      <Text size="sm" truncate c={invalid ? 'red' : undefined} fs={isDivider(config) ? 'italic' : undefined}>
                        {titleOf(config)}
                      </Text>
                    </UnstyledButton>
                    <ActionIcon size="xs" variant="subtle" color="gray" aria-label={`Move ${titleOf(config)} up`} disabled={index === 0} onClick={() => setItems((list) => moveItem(list, index, -1))}>
                      ↑
                    </ActionIcon>
                    <ActionIcon size="xs" variant="subtle" color="gray" aria-label={`Move ${titleOf(config)} down`} disabled={index === items.length - 1} onClick={() => setItems((list) => moveItem(list, index, 1))}>
                      ↓
                    </ActionIcon>
                    <ActionIcon size="xs" variant="subtle" color="red" aria-label={`Remove ${titleOf(config)}`} onClick={() => remove(id)} data-testid="filter-config-remove">
                      ✕
                    </ActionIcon>
                  </Group>
                );
              })}
              {removed.map(({ config }) => (
                <Group key={String(config.id)} gap={4} px={6} py={4} wrap="nowrap" data-testid="filter-config-removed">
                  <Text size="sm" c="dimmed" td="line-through" truncate style={{ flex: 1 }}>
                    {titleOf(config)}
                  </Text>
                  <Button size="compact-xs" variant="subtle" onClick={() => restore(String(config.id))} data-testid="filter-config-restore">
                    Restore
                  </Button>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {warning && Object.keys(errors).length > 0 && (
            <Alert color="yellow" mb="sm" data-testid="filter-config-warning">
              {warning}
            </Alert>
          )}
          {failure && (
            <Alert color="red" mb="sm">
              {failure}
            </Alert>
          )}
          {!current ? (
            <Text c="dimmed" size="sm" mt="xl" ta="center">
              {items.length === 0 ? 'No filters are currently added to this dashboard. Add one with "+ Add filter".' : 'Select a filter to edit it.'}
            </Text>
          ) : isDivider(current) ? (
            <Stack gap="sm" key={String(current.id)}>
              <TextInput label="Title" withAsterisk value={String(current.title ?? '')} error={showErrors ? errors[String(current.id)]?.name : undefined} onChange={(event) => update({ ...current, title: event.currentTarget.value })} data-testid="filter-config-divider-title" />
              <Textarea label="Description" autosize minRows={3} value={String(current.description ?? '')} onChange={(event) => update({ ...current, description: event.currentTarget.value })} />
            </Stack>
          ) : (
            <Tabs value={tab} onChange={setTab} key={String(current.id)}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="scoping" data-testid="filter-config-scoping-tab">
                  Scoping
                </Tabs.Tab>
              </Tabs.List>
              <ScrollArea.Autosize mah={480} offsetScrollbars>
                <Tabs.Panel value="settings">
                  <FilterSettingsForm dashboardId={dashboardId} config={current} all={items} errors={showErrors ? (errors[String(current.id)] ?? {}) : {}} onChange={update} />
                </Tabs.Panel>
                <Tabs.Panel value="scoping">
                  <ScopingPanel config={current} layout={layout} chartNames={chartNames} onChange={update} />
                </Tabs.Panel>
              </ScrollArea.Autosize>
            </Tabs>
          )}
        </Box>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={loading} data-testid="filter-config-save">
          Save
        </Button>
      </Group>
    </Modal>
  );
}
