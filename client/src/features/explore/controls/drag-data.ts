// Drag and drop from the dataset pane into the controls (HTML5 drag data). The dataset pane sets, on
// dragstart, one of these MIME types with JSON {"name": "<column_name or metric_name>"}:
//   event.dataTransfer.setData(COLUMN_DRAG_TYPE, JSON.stringify({ name: column.columnName }))
//   event.dataTransfer.setData(METRIC_DRAG_TYPE, JSON.stringify({ name: metric.metricName }))
// Column controls accept columns; the metrics control accepts saved metrics, and columns (becoming a SIMPLE
// metric with the column's default aggregate); the filter control accepts columns (a new SIMPLE filter).

export const COLUMN_DRAG_TYPE = 'application/x-tessera-column';
export const METRIC_DRAG_TYPE = 'application/x-tessera-metric';

export interface DraggedItem {
  kind: 'column' | 'metric';
  name: string;
}

/** Writes the drag data for a dataset pane item. */
export function setDragItem(dataTransfer: Pick<DataTransfer, 'setData' | 'effectAllowed'>, item: DraggedItem): void {
  dataTransfer.setData(item.kind === 'column' ? COLUMN_DRAG_TYPE : METRIC_DRAG_TYPE, JSON.stringify({ name: item.name }));
  dataTransfer.effectAllowed = 'copy';
}

/** Whether a drag carries something a control accepts (only the types are readable during dragover). */
export function acceptsDrag(types: readonly string[], accepted: ReadonlyArray<DraggedItem['kind']>): boolean {
  return (
    (accepted.includes('column') && types.includes(COLUMN_DRAG_TYPE)) ||
    (accepted.includes('metric') && types.includes(METRIC_DRAG_TYPE))
  );
}

/** Reads the dropped item, or null for drops the control does not take or malformed data. */
export function readDragItem(
  dataTransfer: Pick<DataTransfer, 'getData'>,
  accepted: ReadonlyArray<DraggedItem['kind']>,
): DraggedItem | null {
  for (const kind of accepted) {
    const raw = dataTransfer.getData(kind === 'column' ? COLUMN_DRAG_TYPE : METRIC_DRAG_TYPE);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      const name = (parsed as { name?: unknown } | null)?.name;
      if (typeof name === 'string' && name) return { kind, name };
    } catch {
      return null;
    }
  }
  return null;
}
