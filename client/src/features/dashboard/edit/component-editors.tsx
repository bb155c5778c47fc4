// The editor's inline settings of components (spec 1 §2, issue 12 §3): header text, size and background;
// markdown written beside its live preview (the page's own markdown renderer, which draws no HTML, so no
// script, event handler or javascript: link can come through); a chart's title on this dashboard; the
// background of rows and columns. Each change is one undo step: text is committed when the field is left.
import { ActionIcon, Box, Menu, Popover, Textarea, TextInput } from '@mantine/core';
import { HEADER_SIZES, type LayoutComponent } from '@tessera/layout-rules';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Markdown } from '../layout/markdown';
import { useEditorActions } from './editor-actions';
import { updateComponentMeta } from './layout-ops';

const HEADER_FONT_SIZE: Record<string, string> = { SMALL_HEADER: 'var(--mantine-h4-font-size)', MEDIUM_HEADER: 'var(--mantine-h3-font-size)', LARGE_HEADER: 'var(--mantine-h2-font-size)' };
const SIZE_LABELS: Record<string, string> = { SMALL_HEADER: 'Small', MEDIUM_HEADER: 'Medium', LARGE_HEADER: 'Large' };

/** A text field that keeps its own value while typed and commits it once left (Enter leaves it too). */
function useCommittedText(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return {
    value: text,
    onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
    onBlur: () => text !== value && commit(text),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && !(event.currentTarget instanceof HTMLTextAreaElement)) (event.currentTarget as HTMLElement).blur();
      if (event.key === 'Escape') setText(value);
    },
  };
}

function useMetaUpdate(id: string) {
  const { layout, change } = useEditorActions();
  return (patch: Record<string, unknown>) => change(updateComponentMeta(layout, id, patch));
}

export function HeaderEditor({ component }: { component: LayoutComponent }) {
  const update = useMetaUpdate(component.id);
  const size = typeof component.meta?.headerSize === 'string' ? component.meta.headerSize : 'MEDIUM_HEADER';
  const field = useCommittedText(typeof component.meta?.text === 'string' ? component.meta.text : '', (text) => update({ text }));
  return (
    <Box data-testid="dashboard-header-component" style={{ width: '100%', padding: '8px 0', background: component.meta?.background === 'BACKGROUND_WHITE' ? 'var(--mantine-color-body)' : undefined }}>
      <TextInput
        {...field}
        variant="unstyled"
        aria-label="Header text"
        data-testid="header-text-input"
        styles={{ input: { fontSize: HEADER_FONT_SIZE[size], fontWeight: 700, height: 'auto', lineHeight: 1.3 } }}
      />
    </Box>
  );
}

/** A toolbar menu choosing one value of a component's meta (a header's size, a background). */
function MetaChoiceMenu({ component, metaKey, choices, fallback, icon, label }: { component: LayoutComponent; metaKey: string; choices: readonly (readonly [string, string])[]; fallback: string; icon: string; label: string }) {
  const update = useMetaUpdate(component.id);
  const current = component.meta?.[metaKey];
  const value = choices.some(([choice]) => choice === current) ? (current as string) : fallback;
  return (
    <Menu withinPortal position="bottom-start">
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" aria-label={label} data-testid={`menu-${metaKey}`}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={value} onChange={(next) => update({ [metaKey]: next })}>
          {choices.map(([choice, text]) => (
            <Menu.RadioItem key={choice} value={choice}>
              {text}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}

const SIZE_CHOICES = HEADER_SIZES.map((size) => [size, SIZE_LABELS[size]] as const);
const BACKGROUND_CHOICES = [
  ['BACKGROUND_TRANSPARENT', 'Transparent background'],
  ['BACKGROUND_WHITE', 'White background'],
] as const;

export const HeaderSizeMenu = ({ component }: { component: LayoutComponent }) => <MetaChoiceMenu component={component} metaKey="headerSize" choices={SIZE_CHOICES} fallback="MEDIUM_HEADER" icon="Aa" label="Header size" />;
export const BackgroundMenu = ({ component }: { component: LayoutComponent }) => <MetaChoiceMenu component={component} metaKey="background" choices={BACKGROUND_CHOICES} fallback="BACKGROUND_TRANSPARENT" icon="◐" label="Background" />;

/** Markdown source and its live preview side by side, at the component's height. */
export function MarkdownEditor({ component, height }: { component: LayoutComponent; height: number }) {
  const update = useMetaUpdate(component.id);
  const field = useCommittedText(typeof component.meta?.code === 'string' ? component.meta.code : '', (code) => update({ code }));
  return (
    <Box data-testid="markdown-editor" style={{ display: 'flex', gap: 8, height, background: 'var(--mantine-color-body)', borderRadius: 4, padding: 8, boxSizing: 'border-box' }}>
      <Textarea
        {...field}
        aria-label="Markdown"
        data-testid="markdown-input"
        placeholder="# Write markdown here"
        autoFocus
        style={{ flex: 1 }}
        styles={{ wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
      <Box style={{ flex: 1, overflow: 'auto' }} data-testid="markdown-preview">
        <Markdown source={field.value} />
      </Box>
    </Box>
  );
}

/** A chart's title on this dashboard (meta.sliceNameOverride); empty goes back to the chart's own name. */
export function ChartTitleEditor({ component }: { component: LayoutComponent }) {
  const update = useMetaUpdate(component.id);
  const [opened, setOpened] = useState(false);
  const original = typeof component.meta?.sliceName === 'string' ? component.meta.sliceName : '';
  const field = useCommittedText(typeof component.meta?.sliceNameOverride === 'string' ? component.meta.sliceNameOverride : '', (text) =>
    update({ sliceNameOverride: text.trim() ? text.trim() : undefined }),
  );
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal position="bottom-start" trapFocus>
      <Popover.Target>
        <ActionIcon size="sm" variant="subtle" aria-label="Edit chart title" data-testid="edit-chart-title" onClick={() => setOpened((o) => !o)}>
          ✎
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput {...field} label="Chart title on this dashboard" placeholder={original} data-testid="chart-title-input" w={260} onBlur={() => (field.onBlur(), setOpened(false))} />
      </Popover.Dropdown>
    </Popover>
  );
}
