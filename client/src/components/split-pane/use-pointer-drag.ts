// A pointer drag on a resize handle. Pointer capture keeps the moves coming to the handle while the pointer
// crosses other elements (an editor, a grid, the page's edge), and the drag ends wherever the button is let go.
import { useRef, type PointerEvent } from 'react';

export interface PointerDrag {
  /** The drag begins at this viewport position. */
  onStart?: (x: number, y: number) => void;
  onMove: (x: number, y: number) => void;
  onEnd: () => void;
}

export function usePointerDrag({ onStart, onMove, onEnd }: PointerDrag) {
  const dragging = useRef(false);
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    onEnd();
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // No text selection or focus theft while dragging.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = true;
      onStart?.(event.clientX, event.clientY);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging.current) onMove(event.clientX, event.clientY);
    },
    onPointerUp: finish,
    onPointerCancel: finish,
  };
}
