// The viz-type gallery, shared by explore's chart type control (in a modal) and the + Chart screen: a side bar
// (recently used, all, featured, categories, tags), a search over every type, a thumbnail per type and the
// chosen type's description. A click chooses a type; a double click chooses it and confirms.
import { Badge, Box, Group, NavLink, ScrollArea, SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { getViz, registeredVizs, type RegisteredViz } from '../../viz/registry';
import type { VizLabel } from '../../viz/types';
import { SearchBox } from '../search-box';
import { VizThumbnail } from './viz-thumbnail';
import {
  currentVizType,
  galleryCategories,
  galleryEntries,
  galleryTags,
  rememberVizType,
  storedRecent,
  VIZ_LABELS,
  type GallerySection,
} from './viz-gallery-model';

/** The recently used chart types (newest first), kept in localStorage, and how to add one. */
export function useRecentVizTypes(): [string[], (vizType: string) => void] {
  const [stored, setStored] = useLocalStorage<unknown>({ key: 'tessera.viz.recentlyUsed', defaultValue: [], getInitialValueInEffect: false });
  const recent = storedRecent(stored);
  return [recent, (vizType) => setStored(rememberVizType(storedRecent(stored), vizType))];
}

/** A Featured or Deprecated badge whose tooltip says what it means. */
export function VizLabelBadge({ label, size = 'xs' }: { label: VizLabel; size?: 'xs' | 'sm' }) {
  const info = VIZ_LABELS[label];
  return (
    <Tooltip label={info.tooltip} multiline maw={260} withArrow>
      <Badge size={size} variant="light" color={info.color} data-testid="viz-label">
        {info.text}
      </Badge>
    </Tooltip>
  );
}

function VizTile({ viz, selected, onClick, onDoubleClick }: { viz: RegisteredViz; selected: boolean; onClick: () => void; onDoubleClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      aria-pressed={selected}
      aria-label={viz.name}
      data-testid="viz-tile"
      data-viz-type={currentVizType(viz)}
      p={6}
      style={{
        borderRadius: 6,
        border: `1px solid var(--mantine-color-${selected ? 'tessera-6' : 'gray-3'})`,
        background: selected ? 'var(--mantine-color-tessera-0)' : undefined,
        position: 'relative',
      }}
    >
      <Stack gap={4} align="center">
        <Box pt={18} pb={4}>
          <VizThumbnail viz={viz} width={84} />
        </Box>
        <Text size="xs" fw={selected ? 600 : 500} ta="center" lh={1.25} style={{ minHeight: 30 }}>
          {viz.name}
        </Text>
      </Stack>
      {viz.label && (
        <Box style={{ position: 'absolute', top: 4, right: 4 }}>
          <VizLabelBadge label={viz.label} />
        </Box>
      )}
    </UnstyledButton>
  );
}

function sectionKey(section: GallerySection): string {
  return section.kind === 'category' ? `category:${section.category}` : section.kind === 'tag' ? `tag:${section.tag}` : section.kind;
}

/** `section` null: a search is showing, across every section. */
function SideBar({ section, onSection, recentCount }: { section: GallerySection | null; onSection: (section: GallerySection) => void; recentCount: number }) {
  const vizs = registeredVizs();
  const link = (label: string, target: GallerySection) => (
    <NavLink
      key={sectionKey(target)}
      label={label}
      active={section !== null && sectionKey(section) === sectionKey(target)}
      onClick={() => onSection(target)}
      py={4}
      data-testid="viz-gallery-section"
    />
  );
  return (
    <ScrollArea w={190} type="auto" style={{ flexShrink: 0 }} data-testid="viz-gallery-sidebar">
      {recentCount > 0 && link('Recently used', { kind: 'recent' })}
      {link('All charts', { kind: 'all' })}
      {link('Featured', { kind: 'featured' })}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={2} px="sm">
        Category
      </Text>
      {galleryCategories(vizs).map((category) => link(category, { kind: 'category', category }))}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={2} px="sm">
        Tags
      </Text>
      {galleryTags(vizs).map((tag) => link(`#${tag}`, { kind: 'tag', tag }))}
    </ScrollArea>
  );
}

function Details({ viz }: { viz: RegisteredViz | undefined }) {
  if (!viz) {
    return (
      <Text size="sm" c="dimmed" data-testid="viz-gallery-details">
        Choose a chart type to see what it shows.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="viz-gallery-details">
      <Group gap="xs">
        <Title order={5}>{viz.name}</Title>
        {viz.label && <VizLabelBadge label={viz.label} />}
        {viz.gallery.tags.map((tag) => (
          <Badge key={tag} size="xs" variant="outline" color="gray">
            {tag}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {viz.gallery.description}
      </Text>
    </Stack>
  );
}

interface VizGalleryProps {
  /** The chosen viz_type (a legacy alias selects its chart type). */
  value: string | null;
  onChange: (vizType: string) => void;
  /** A double click: choose and confirm. */
  onSubmit?: (vizType: string) => void;
  recent: readonly string[];
  height: number;
}

export function VizGallery({ value, onChange, onSubmit, recent, height }: VizGalleryProps) {
  const [section, setSection] = useState<GallerySection>(recent.length > 0 ? { kind: 'recent' } : { kind: 'all' });
  const [search, setSearch] = useState('');
  const entries = useMemo(() => galleryEntries(registeredVizs(), section, search, recent), [section, search, recent]);
  const selected = value ? getViz(value) : undefined;
  return (
    <Stack gap="sm" h={height} data-testid="viz-gallery">
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <SideBar
          section={search.trim() ? null : section}
          onSection={(next) => {
            setSection(next);
            setSearch('');
          }}
          recentCount={recent.length}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <SearchBox label="Search all charts" value={search} onChange={setSearch} autoFocusInModal testId="viz-gallery-search" />
          <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
            {entries.length > 0 ? (
              <SimpleGrid cols={{ base: 3, sm: 4, md: 5 }} spacing="xs" verticalSpacing="xs" pr="xs">
                {entries.map((viz) => (
                  <VizTile
                    key={viz.name}
                    viz={viz}
                    selected={viz === selected}
                    onClick={() => onChange(currentVizType(viz))}
                    onDoubleClick={() => onSubmit?.(currentVizType(viz))}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="viz-gallery-empty">
                No chart types match your search.
              </Text>
            )}
          </ScrollArea>
        </Stack>
      </Group>
      <Box pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', minHeight: 64 }}>
        <Details viz={selected} />
      </Box>
    </Stack>
  );
}
