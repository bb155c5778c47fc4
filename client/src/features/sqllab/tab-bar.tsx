// The row of query tabs: switch, add ("Untitled Query N"), and per tab rename, copy, close and hide/show the
// left bar. Double-clicking a tab's name renames it in place.
import { ActionIcon, Box, Group, Menu, ScrollArea, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon, DotsIcon, PlusIcon } from './sqllab-icons';
import type { QueryEditor } from './tab-model';

interface TabBarProps {
  tabs: readonly QueryEditor[];
  activeId: string | null;
  runningTabIds: ReadonlySet<string>;
  onActivate: (id: string) => void;
  onAdd: () => void;
  onClose: (id: string) => void;
  onCopy: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onToggleLeftBar: (id: string) => void;
}

export function TabBar({ tabs, activeId, runningTabIds, onActivate, onAdd, onClose, onCopy, onRename, onToggleLeftBar }: TabBarProps) {
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const activeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeId, tabs.length]);

  const finishRename = () => {
    if (renaming && renaming.name.trim()) onRename(renaming.id, renaming.name.trim());
    setRenaming(null);
  };

  return (
    <Group gap={0} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid="sqllab-tabs">
      <ScrollArea type="hover" scrollbarSize={4} style={{ flex: '0 1 auto', minWidth: 0 }}>
        <Group gap={0} wrap="nowrap" role="tablist" aria-label="Query tabs">
          {tabs.map((tab) => {
            const active = tab.id === activeId;
            return (
              <Group
                key={tab.id}
                ref={active ? activeRef : undefined}
                gap={4}
                wrap="nowrap"
                px="sm"
                py={6}
                role="tab"
                aria-selected={active}
                data-testid="sqllab-tab"
                data-active={active || undefined}
                style={{
                  borderBottom: `2px solid ${active ? 'var(--mantine-color-tessera-6)' : 'transparent'}`,
                  background: active ? 'var(--mantine-color-gray-0)' : undefined,
                  cursor: 'pointer',
                }}
                onClick={() => onActivate(tab.id)}
              >
                {runningTabIds.has(tab.id) && (
                  <Box w={8} h={8} style={{ borderRadius: 4, background: 'var(--mantine-color-yellow-6)' }} aria-label="Running" />
                )}
                {renaming?.id === tab.id ? (
                  <TextInput
                    size="xs"
                    autoFocus
                    value={renaming.name}
                    aria-label="Tab name"
                    onChange={(event) => setRenaming({ id: tab.id, name: event.currentTarget.value })}
                    onBlur={finishRename}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') finishRename();
                      if (event.key === 'Escape') setRenaming(null);
                    }}
                    w={180}
                  />
                ) : (
                  <UnstyledButton onDoubleClick={() => setRenaming({ id: tab.id, name: tab.name })} data-testid="sqllab-tab-name">
                    <Text size="sm" fw={active ? 600 : 400} truncate maw={220}>
                      {tab.name}
                    </Text>
                  </UnstyledButton>
                )}
                <Menu position="bottom-start" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="xs"
                      aria-label={`Tab actions for ${tab.name}`}
                      onClick={(event) => event.stopPropagation()}
                      data-testid="sqllab-tab-menu"
                    >
                      <DotsIcon />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
                    <Menu.Item onClick={() => onClose(tab.id)}>Close tab</Menu.Item>
                    <Menu.Item onClick={() => setRenaming({ id: tab.id, name: tab.name })}>Rename tab</Menu.Item>
                    <Menu.Item onClick={() => onToggleLeftBar(tab.id)}>{tab.hideLeftBar ? 'Expand tool bar' : 'Hide tool bar'}</Menu.Item>
                    <Menu.Item onClick={() => onCopy(tab.id)}>Duplicate tab</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="xs"
                  aria-label={`Close ${tab.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(tab.id);
                  }}
                >
                  <CloseIcon size={12} />
                </ActionIcon>
              </Group>
            );
          })}
        </Group>
      </ScrollArea>
      <Tooltip label="New tab (Ctrl+T)">
        <ActionIcon variant="subtle" color="gray" mx="xs" aria-label="Add a new tab" onClick={onAdd} data-testid="sqllab-add-tab">
          <PlusIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
