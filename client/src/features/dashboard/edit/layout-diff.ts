// What differs between two layouts, component by component, in words a person reads in the overwrite
// confirmation (spec 1 §2: "an overwrite-confirm dialog with a before/after diff"). Pure.
import { componentOf, parentIdOf, type Layout, type LayoutComponent } from '@tessera/layout-rules';

export interface LayoutChange {
  id: string;
  label: string;
  before: string;
  after: string;
}

const TYPE_NAMES: Record<string, string> = { CHART: 'Chart', MARKDOWN: 'Markdown', HEADER: 'Header', ROW: 'Row', COLUMN: 'Column', TABS: 'Tabs', TAB: 'Tab', DIVIDER: 'Divider', GRID: 'Grid', ROOT: 'Root' };

function titleOf(c: LayoutComponent): string {
  const meta = c.meta ?? {};
  const text = meta.sliceNameOverride ?? meta.sliceName ?? meta.text ?? (typeof meta.code === 'string' ? meta.code.split('\n')[0].slice(0, 40) : undefined);
  return typeof text === 'string' && text ? ` “${text}”` : '';
}

/** Where a component sits and how big it is: `in Tab “Sales”, 2nd, 4 × 50`. */
function describe(layout: Layout, id: string): string {
  const c = componentOf(layout, id);
  if (!c) return '—';
  const parentId = parentIdOf(layout, id);
  const parent = parentId ? componentOf(layout, parentId) : undefined;
  const parts: string[] = [];
  if (parent) parts.push(`in ${TYPE_NAMES[parent.type] ?? parent.type}${titleOf(parent)}, position ${parent.children.indexOf(id) + 1}`);
  const { width, height, headerSize, background } = c.meta ?? {};
  if (typeof width === 'number') parts.push(typeof height === 'number' ? `${width} × ${height}` : `width ${width}`);
  if (typeof headerSize === 'string') parts.push(headerSize.replace('_HEADER', '').toLowerCase());
  if (background === 'BACKGROUND_WHITE') parts.push('white background');
  if (c.type === 'MARKDOWN' && typeof c.meta?.code === 'string') parts.push(`${c.meta.code.length} characters`);
  return parts.join(', ') || 'present';
}

/** The components added, removed, moved, resized or renamed from `before` to `after`, charts first. */
export function layoutDiff(before: Layout, after: Layout): LayoutChange[] {
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((id) => componentOf(before, id) || componentOf(after, id));
  const changes: LayoutChange[] = [];
  for (const id of ids) {
    const was = describe(before, id);
    const now = describe(after, id);
    const c = (componentOf(after, id) ?? componentOf(before, id)) as LayoutComponent;
    if (c.type === 'ROOT' || c.type === 'GRID') continue;
    const title = titleOf(c) || titleOf(componentOf(before, id) ?? c);
    if (was !== now) changes.push({ id, label: `${TYPE_NAMES[c.type] ?? c.type}${title}`, before: was, after: now });
  }
  const rank = (change: LayoutChange) => (change.label.startsWith('Chart') ? 0 : 1);
  return changes.sort((a, b) => rank(a) - rank(b));
}
