// The dashboard properties modal (spec 1 §2, §3, §5): title, slug, owners, roles (DASHBOARD_RBAC only),
// certification, colour scheme with the label-colour preview, custom tags (TAGGING_SYSTEM), refresh frequency with stagger,
// and the json_metadata editor (checked before saving). Saved through updateDashboard.
import { useMutation } from '@apollo/client/react';
import { Accordion, Alert, Box, Button, Checkbox, Group, JsonInput, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useAppConfig } from '../../../app/app-config';
import { responseErrorsOf } from '../../../app/graphql-errors';
import { DashboardConfigRelatedDocument, SaveDashboardPropertiesDocument, type DashboardConfigSourceQuery } from '../../../gql/graphql';
import { CATEGORICAL_SCHEMES } from '../../../viz/shared/color-schemes';
import { ColorSchemeControl } from '../../explore/controls/color-scheme-control';
import type { QueryFormData } from '../../../viz/shared/form-data';
import { DEFAULT_STAGGER_MS, REFRESH_FREQUENCIES } from '../auto-refresh';
import { labelColorPreview } from './label-colors';
import { TagSelect, type PickedTag } from '../../tags/tag-select';
import { parseMetadataText, propertiesFailure } from './properties-model';
import { useSteadyQuery } from '../../../app/use-steady-query';

type Source = NonNullable<DashboardConfigSourceQuery['dashboard']>;

interface Props {
  dashboard: Source;
  onSaved: (saved: { slug: string | null; url: string }) => void;
  onClose: () => void;
}

/** An owners or roles picker: searchable over the dashboard's related users or roles, the chosen ones kept listed. */
function RelatedPicker({ column, label, description, value, known, onChange, testId }: {
  column: 'OWNERS' | 'ROLES';
  label: string;
  description: string;
  value: number[];
  known: ReadonlyArray<{ value: string; label: string }>;
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useSteadyQuery(DashboardConfigRelatedDocument, { variables: { column, filter: debounced || null, includeIds: value } });
  const options = useMemo(() => {
    const byId = new Map(known.map((option) => [option.value, option.label]));
    for (const item of data?.dashboardRelated.items ?? []) byId.set(String(item.value), item.text);
    return [...byId].map(([id, text]) => ({ value: id, label: text }));
  }, [data, known]);
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

export function DashboardPropertiesModal({ dashboard, onSaved, onClose }: Props) {
  const { dashboardRbac, taggingSystem } = useAppConfig();
  const initialMetadata = useMemo(() => parseMetadataText(dashboard.jsonMetadata), [dashboard.jsonMetadata]);
  const [title, setTitle] = useState(dashboard.dashboardTitle);
  const [slug, setSlug] = useState(dashboard.slug ?? '');
  const [owners, setOwners] = useState(dashboard.owners.map((owner) => owner.id));
  const [roles, setRoles] = useState(dashboard.roles.map((role) => role.id));
  const initialTags = useMemo(() => dashboard.tags.filter((t) => t.type === 'custom').map(({ id, name }) => ({ id, name })), [dashboard.tags]);
  const [tags, setTags] = useState<PickedTag[]>(initialTags);
  const [certifiedBy, setCertifiedBy] = useState(dashboard.certifiedBy ?? '');
  const [certificationDetails, setCertificationDetails] = useState(dashboard.certificationDetails ?? '');
  const [metadataText, setMetadataText] = useState(() => JSON.stringify(initialMetadata, null, 2));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveDashboardPropertiesDocument);
  const knownOwners = useMemo(() => dashboard.owners.map((owner) => ({ value: String(owner.id), label: `${owner.firstName} ${owner.lastName}`.trim() })), [dashboard.owners]);
  const knownRoles = useMemo(() => dashboard.roles.map((role) => ({ value: String(role.id), label: role.name })), [dashboard.roles]);

  // The colour scheme and refresh settings live in the metadata: the form and the JSON editor edit one value.
  const parsed = useMemo(() => {
    try {
      const value: unknown = JSON.parse(metadataText);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ok: true as const, value: value as Record<string, unknown> } : { ok: false as const };
    } catch {
      return { ok: false as const };
    }
  }, [metadataText]);
  const metadata = parsed.ok ? parsed.value : initialMetadata;
  const setMetadataKeys = (patch: Record<string, unknown>) => {
    const next = { ...metadata, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
    setMetadataText(JSON.stringify(next, null, 2));
  };
  const preview = labelColorPreview(metadata.color_scheme, metadata.label_colors, metadata.shared_label_colors);

  const submit = async () => {
    setFailure(null);
    if (!parsed.ok) {
      setFailure('JSON metadata is invalid!');
      return;
    }
    try {
      const metadataChanged = JSON.stringify(parsed.value) !== JSON.stringify(initialMetadata);
      const answer = await save({
        variables: {
          id: dashboard.id,
          input: {
            dashboardTitle: title,
            slug: slug.trim() || null,
            owners,
            ...(dashboardRbac ? { roles } : {}),
            // Sent only when changed: resending them needs no tag permission, changing them needs can_tag.
            ...(taggingSystem && tags.map((t) => t.id).join() !== initialTags.map((t) => t.id).join() ? { tags: tags.map((t) => t.id) } : {}),
            certifiedBy: certifiedBy.trim() || null,
            certificationDetails: certifiedBy.trim() ? certificationDetails : null,
            ...(metadataChanged ? { jsonMetadata: parsed.value } : {}),
          },
        },
      });
      if (answer.data) onSaved({ slug: answer.data.updateDashboard.slug ?? null, url: answer.data.updateDashboard.url });
    } catch (error) {
      setFailure(propertiesFailure(responseErrorsOf(error)));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Dashboard properties" size={760} centered data-testid="dashboard-properties-modal">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" data-testid="dashboard-properties-error">
            {failure}
          </Alert>
        )}
        <Text fw={600} size="sm">
          Basic information
        </Text>
        <SimpleGrid cols={2}>
          <TextInput label="Name" value={title} onChange={(event) => setTitle(event.currentTarget.value)} data-testid="dashboard-properties-title" />
          <TextInput label="URL slug" value={slug} onChange={(event) => setSlug(event.currentTarget.value)} description="A readable URL for your dashboard" data-testid="dashboard-properties-slug" />
        </SimpleGrid>
        <Text fw={600} size="sm" mt="xs">
          Access
        </Text>
        <SimpleGrid cols={dashboardRbac ? 2 : 1}>
          <RelatedPicker
            column="OWNERS"
            label="Owners"
            description="Owners is a list of users who can alter the dashboard. Searchable by name or username."
            value={owners}
            known={knownOwners}
            onChange={setOwners}
            testId="dashboard-properties-owners"
          />
          {dashboardRbac && (
            <RelatedPicker
              column="ROLES"
              label="Roles"
              description="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply."
              value={roles}
              known={knownRoles}
              onChange={setRoles}
              testId="dashboard-properties-roles"
            />
          )}
        </SimpleGrid>
        <Text fw={600} size="sm" mt="xs">
          Certification
        </Text>
        <SimpleGrid cols={2}>
          <TextInput label="Certified by" value={certifiedBy} onChange={(event) => setCertifiedBy(event.currentTarget.value)} description="Person or group that has certified this dashboard." />
          <TextInput label="Certification details" value={certificationDetails} disabled={!certifiedBy.trim()} onChange={(event) => setCertificationDetails(event.currentTarget.value)} description="Any additional detail to show in the certification tooltip." />
        </SimpleGrid>
        <Text fw={600} size="sm" mt="xs">
          Colors
        </Text>
        <SimpleGrid cols={2}>
          <Box>
            <Text size="sm" fw={500} mb={4}>
              Color scheme
            </Text>
            <ColorSchemeControl
              config={{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme', default: CATEGORICAL_SCHEMES[0].id }}
              value={metadata.color_scheme || undefined}
              onChange={(value) => setMetadataKeys({ color_scheme: value })}
              formData={{} as QueryFormData}
              datasource={null}
            />
          </Box>
          <Box data-testid="dashboard-properties-label-colors">
            <Text size="sm" fw={500} mb={4}>
              Label colors
            </Text>
            {preview.length === 0 ? (
              <Text size="xs" c="dimmed">
                Labels shared by several charts take the scheme&apos;s colours, the same in every chart; set a label&apos;s own colour in label_colors below.
              </Text>
            ) : (
              <Group gap={6}>
                {preview.map((entry) => (
                  <Group key={entry.label} gap={4} wrap="nowrap" title={entry.source === 'custom' ? 'Custom colour (label_colors)' : 'Shared label: the scheme’s colour in every chart'}>
                    <Box w={12} h={12} bg={entry.color} style={{ borderRadius: 2 }} />
                    <Text size="xs">{entry.label}</Text>
                  </Group>
                ))}
              </Group>
            )}
          </Box>
        </SimpleGrid>
        {taggingSystem && <TagSelect value={tags} onChange={setTags} placeholder="Select tags" testId="dashboard-properties-tags" />}
        <Accordion variant="contained" defaultValue={null}>
          <Accordion.Item value="refresh">
            <Accordion.Control>Refresh</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={3}>
                <Select
                  label="Refresh frequency"
                  data={REFRESH_FREQUENCIES.map(([seconds, label]) => ({ value: String(seconds), label }))}
                  value={String(metadata.refresh_frequency ?? 0)}
                  allowDeselect={false}
                  onChange={(value) => setMetadataKeys({ refresh_frequency: Number(value ?? 0) })}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="dashboard-properties-refresh"
                />
                <Checkbox mt={28} label="Stagger refresh" checked={metadata.stagger_refresh === true} onChange={(event) => setMetadataKeys({ stagger_refresh: event.currentTarget.checked })} />
                <NumberInput label="Stagger time (ms)" min={0} step={1000} disabled={metadata.stagger_refresh !== true} value={typeof metadata.stagger_time === 'number' ? metadata.stagger_time : DEFAULT_STAGGER_MS} onChange={(value) => setMetadataKeys({ stagger_time: typeof value === 'number' ? value : DEFAULT_STAGGER_MS })} />
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="advanced">
            <Accordion.Control data-testid="dashboard-properties-advanced">Advanced</Accordion.Control>
            <Accordion.Panel>
              <JsonInput
                label="JSON metadata"
                value={metadataText}
                onChange={setMetadataText}
                validationError="JSON metadata is invalid!"
                formatOnBlur
                autosize
                minRows={8}
                maxRows={18}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
                data-testid="dashboard-properties-json"
              />
              {!parsed.ok && (
                <Text size="xs" c="red" mt={4}>
                  JSON metadata is invalid!
                </Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading} disabled={!parsed.ok} data-testid="dashboard-properties-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
