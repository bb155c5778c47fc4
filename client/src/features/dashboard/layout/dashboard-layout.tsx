// Draws the dashboard layout component by component (spec 1 §3): root, grid, tabs/tab, row, column, chart,
// markdown, header and divider. Widths are in grid columns (12 across the grid, or across the enclosing
// column), heights in GRID_BASE_UNIT rows; a tab's content is drawn only while it is selected.
import { Box, Divider, NativeSelect, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { componentOf, GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_GUTTER_SIZE, ROOT_ID } from '@tessera/layout-rules';
import { metaNumber, type Layout, type LayoutComponent } from './layout-model';
import { CARD_STYLE } from '../chart-holder';
import { Markdown } from './markdown';

export interface LayoutContextValue {
  layout: Layout;
  /** TABS id -> selected TAB id. */
  selection: Record<string, string>;
  onSelectTab: (tabsId: string, tabId: string) => void;
  renderChart: (component: LayoutComponent, height: number) => ReactNode;
  /** Hide the top-level tab bar (ui config bit 2). */
  hideTabs?: boolean;
  /** On a phone: every component full width in layout order, tabs chosen from a select. */
  stacked?: boolean;
  /** Edit mode: the editor's handles, drop targets and inline editors around the components. */
  edit?: LayoutEditHooks;
}

/** What the editor adds to the layout it draws. */
export interface LayoutEditHooks {
  /** A component's drawing with the editor around it (or instead of it, e.g. a header being edited). */
  wrap: (component: LayoutComponent, content: ReactNode) => ReactNode;
  /** A tab's title in the tab bar: editable, draggable, with its move and delete actions. */
  tabTitle: (tabsId: string, tab: LayoutComponent, title: string) => ReactNode;
  /** After the tab bar: the button adding a tab. */
  tabsExtra: (tabs: LayoutComponent) => ReactNode;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

const HEADER_FONT: Record<string, 2 | 3 | 4> = { LARGE_HEADER: 2, MEDIUM_HEADER: 3, SMALL_HEADER: 4 };

const backgroundOf = (component: LayoutComponent) => (component.meta?.background === 'BACKGROUND_WHITE' ? 'var(--mantine-color-body)' : undefined);

/** In edit mode an empty row or column keeps room to drop into. */
const EMPTY_EDIT_HEIGHT = 48;

/** A chart's or markdown's height in pixels (grid units of GRID_BASE_UNIT). */
export const heightOf = (component: LayoutComponent) => metaNumber(component, 'height', GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT;

/** The share of the enclosing width a component takes, as a CSS width (all of it when stacked). */
const widthOf = (component: LayoutComponent, columns: number, stacked = false) => {
  if (stacked) return '100%';
  const width = Math.min(columns, metaNumber(component, 'width', columns));
  return `calc(${(width / columns) * 100}% - ${GRID_GUTTER_SIZE}px)`;
};

function Children({ ids, columns }: { ids: readonly string[]; columns: number }) {
  return (
    <>
      {ids.map((id) => (
        <LayoutNode key={id} id={id} columns={columns} />
      ))}
    </>
  );
}

function TabsNode({ component, columns }: { component: LayoutComponent; columns: number }) {
  const context = useContext(LayoutContext)!;
  const selected = context.selection[component.id] ?? component.children[0];
  const topLevel = component.parents?.length === 1 && component.parents[0] === ROOT_ID;
  const title = (tabId: string) => {
    const text = componentOf(context.layout, tabId)?.meta?.text;
    return typeof text === 'string' && text ? text : 'Tab title';
  };
  return (
    <Tabs value={selected} onChange={(value) => value && context.onSelectTab(component.id, value)} keepMounted={false} data-testid="dashboard-tabs" mb="sm">
      {!(topLevel && context.hideTabs) &&
        (context.stacked ? (
          <NativeSelect
            aria-label="Tab"
            data={component.children.map((tabId) => ({ value: tabId, label: title(tabId) }))}
            value={selected}
            onChange={(event) => context.onSelectTab(component.id, event.currentTarget.value)}
            data-testid="dashboard-tab-select"
          />
        ) : (
          <Tabs.List>
            {component.children.map((tabId) => (
              <Tabs.Tab key={tabId} value={tabId} data-testid="dashboard-tab" component={context.edit ? 'div' : undefined}>
                {context.edit ? context.edit.tabTitle(component.id, componentOf(context.layout, tabId)!, title(tabId)) : title(tabId)}
              </Tabs.Tab>
            ))}
            {context.edit?.tabsExtra(component)}
          </Tabs.List>
        ))}
      <VisuallyHidden aria-live="polite">{`${title(selected)} tab selected`}</VisuallyHidden>
      {component.children.map((tabId) => (
        <Tabs.Panel key={tabId} value={tabId} pt="sm">
          <LayoutNode id={tabId} columns={columns} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function LayoutNode({ id, columns }: { id: string; columns: number }) {
  const context = useContext(LayoutContext)!;
  const component = componentOf(context.layout, id);
  if (!component) return null;
  const edit = context.edit;
  const wrap = (content: ReactNode) => (edit ? edit.wrap(component, content) : content);
  switch (component.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return wrap(
        <Box data-testid={`dashboard-${component.type.toLowerCase()}`}>
          <Children ids={component.children} columns={columns} />
        </Box>,
      );
    case 'TABS':
      return wrap(<TabsNode component={component} columns={columns} />);
    case 'ROW':
      return wrap(
        <Box
          data-testid="dashboard-row"
          style={{ display: 'flex', flexWrap: 'wrap', gap: GRID_GUTTER_SIZE, marginBottom: GRID_GUTTER_SIZE, background: backgroundOf(component), alignItems: 'flex-start', minHeight: edit ? EMPTY_EDIT_HEIGHT : undefined }}
        >
          <Children ids={component.children} columns={columns} />
        </Box>,
      );
    case 'COLUMN': {
      const width = Math.min(columns, metaNumber(component, 'width', columns));
      return (
        <Box data-testid="dashboard-column" style={{ width: widthOf(component, columns, context.stacked), flex: 'none', background: backgroundOf(component) }}>
          {wrap(
            <Box style={{ minHeight: edit ? EMPTY_EDIT_HEIGHT : undefined }}>
              <Children ids={component.children} columns={width} />
            </Box>,
          )}
        </Box>
      );
    }
    case 'CHART':
      return (
        <Box className="dashboard-component" style={{ width: widthOf(component, columns, context.stacked), flex: 'none' }}>
          {wrap(context.renderChart(component, heightOf(component)))}
        </Box>
      );
    case 'MARKDOWN': {
      const code = component.meta?.code;
      return (
        <Box className="dashboard-component" style={{ width: widthOf(component, columns, context.stacked), flex: 'none' }}>
          {wrap(
            <Box style={{ ...CARD_STYLE(heightOf(component)), display: 'block', overflow: 'auto', padding: 12 }}>
              <Markdown source={typeof code === 'string' ? code : ''} />
            </Box>,
          )}
        </Box>
      );
    }
    case 'HEADER': {
      const text = component.meta?.text;
      const size = typeof component.meta?.headerSize === 'string' ? component.meta.headerSize : 'MEDIUM_HEADER';
      return wrap(
        <Box data-testid="dashboard-header-component" style={{ width: '100%', background: backgroundOf(component), padding: '8px 0' }}>
          <Title order={HEADER_FONT[size] ?? 3}>{typeof text === 'string' ? text : ''}</Title>
        </Box>,
      );
    }
    case 'DIVIDER':
      return wrap(<Divider my="md" w="100%" data-testid="dashboard-divider" />);
    default:
      return (
        <Text size="xs" c="dimmed">
          {`Unsupported component: ${component.type}`}
        </Text>
      );
  }
}

export function DashboardLayout(props: LayoutContextValue) {
  return (
    <LayoutContext.Provider value={props}>
      <LayoutNode id={ROOT_ID} columns={GRID_COLUMN_COUNT} />
    </LayoutContext.Provider>
  );
}
