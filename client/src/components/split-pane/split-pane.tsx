// Two panes with a separator between them that a person drags, or moves with the keyboard once focused
// (role="separator", its value the first pane's share in percent). The share lives with the caller:
// `onResize` reports where a drag or a key press left it; while dragging, the panes follow the pointer.
import { useId, useRef, useState, type ReactNode } from 'react';
import { clampSplit, percentAfterKey, percentAt, type SplitBounds, type SplitDirection } from './split-model';
import classes from './split-pane.module.css';
import { usePointerDrag } from './use-pointer-drag';

interface SplitPaneProps {
  direction: SplitDirection;
  /** The first pane's share, in percent. */
  percent: number;
  bounds: SplitBounds;
  onResize: (percent: number) => void;
  /** The separator's accessible name, e.g. "Resize editor and results". */
  label: string;
  first: ReactNode;
  second: ReactNode;
  'data-testid'?: string;
}

export function SplitPane({ direction, percent, bounds, onResize, label, first, second, ...rest }: SplitPaneProps) {
  const container = useRef<HTMLDivElement>(null);
  const firstId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? clampSplit(percent, bounds);
  const drag = usePointerDrag({
    onMove: (x, y) => {
      const rect = container.current?.getBoundingClientRect();
      if (!rect) return;
      setDragged(direction === 'row' ? percentAt(x, rect.left, rect.width, bounds) : percentAt(y, rect.top, rect.height, bounds));
    },
    onEnd: () => {
      if (dragged !== null) onResize(dragged);
      setDragged(null);
    },
  });

  return (
    <div ref={container} className={classes.split} data-direction={direction} data-dragging={dragged !== null || undefined} data-testid={rest['data-testid']}>
      <div id={firstId} className={classes.pane} style={{ flexBasis: `${shown}%` }}>
        {first}
      </div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation={direction === 'row' ? 'vertical' : 'horizontal'}
        aria-controls={firstId}
        aria-valuenow={Math.round(shown)}
        aria-valuemin={bounds.min}
        aria-valuemax={bounds.max}
        className={classes.separator}
        onKeyDown={(event) => {
          const next = percentAfterKey(event.key, event.shiftKey, shown, direction, bounds);
          if (next === null) return;
          event.preventDefault();
          onResize(next);
        }}
        {...drag}
      />
      <div className={classes.pane} style={{ flexGrow: 1, flexBasis: 0 }}>
        {second}
      </div>
    </div>
  );
}
