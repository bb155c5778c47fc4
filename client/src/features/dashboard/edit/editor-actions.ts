// What the editor's pieces (component chrome, inline editors, tab titles) share: the layout being edited and
// the one way to change it, new component ids, and deleting with the confirmation tabs holding charts need.
import { componentOf, type Layout, type LayoutComponent } from '@tessera/layout-rules';
import { createContext, useContext } from 'react';
import type { NewId } from './layout-ops';

export interface EditorActions {
  layout: Layout;
  change: (layout: Layout) => void;
  newId: NewId;
  /** Deletes a component; a tab holding charts asks first. */
  remove: (id: string) => void;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('useEditorActions outside the dashboard editor');
  return actions;
}

const TYPE_LABELS: Record<string, string> = { ROW: 'Row', COLUMN: 'Column', TABS: 'Tabs', TAB: 'Tab', HEADER: 'Header', MARKDOWN: 'Markdown', DIVIDER: 'Divider', CHART: 'Chart', GRID: 'Dashboard' };

/** What a person calls a component: a chart's or header's text, else its type. */
export function componentLabel(component: LayoutComponent): string {
  const meta = component.meta ?? {};
  const text = meta.sliceNameOverride || meta.sliceName || meta.text;
  return typeof text === 'string' && text ? text : (TYPE_LABELS[component.type] ?? component.type);
}

export const labelOf = (layout: Layout, id: string) => {
  const component = componentOf(layout, id);
  return component ? componentLabel(component) : id;
};
