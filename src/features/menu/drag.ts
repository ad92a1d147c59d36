// Dragging a food by its handle (pointer: mouse, pen or touch): while the pointer moves, the row
// under it is where the food goes; letting go drops it there, Escape or a cancelled pointer leaves
// the menu as it was. The keyboard moves foods with the row's up/down buttons or the arrow keys on
// the handle instead.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

export type Bounds = { top: number; bottom: number };

/** The index of the row at height `y`: above the first row the first, below the last the last. */
export function indexAtY(rows: Bounds[], y: number): number {
  if (rows.length === 0) return -1;
  const inside = rows.findIndex((row) => y >= row.top && y <= row.bottom);
  if (inside >= 0) return inside;
  if (y < (rows[0] as Bounds).top) return 0;
  if (y > (rows[rows.length - 1] as Bounds).bottom) return rows.length - 1;
  // In a gap between two rows: the nearer one.
  let best = 0;
  rows.forEach((row, index) => {
    const distance = Math.min(Math.abs(y - row.top), Math.abs(y - row.bottom));
    const bestRow = rows[best] as Bounds;
    if (distance < Math.min(Math.abs(y - bestRow.top), Math.abs(y - bestRow.bottom))) best = index;
  });
  return best;
}

export type Drag = { key: string; over: string };
const EDGE = 64;

/** `start` goes on the handle's pointerdown (stable); `onDrop(key, overKey)` runs once on release. */
export function useDragReorder(list: RefObject<HTMLElement | null>, onDrop: (key: string, overKey: string) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dropRef = useRef(onDrop);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    dropRef.current = onDrop;
  }, [onDrop]);
  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    (key: string, event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !list.current) return;
      event.preventDefault();
      const handle = event.currentTarget;
      handle.setPointerCapture(event.pointerId);
      let over = key;
      setDrag({ key, over });
      const rows = () => [...(list.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [])];
      const move = (moved: PointerEvent) => {
        const elements = rows();
        const index = indexAtY(
          elements.map((row) => row.getBoundingClientRect()),
          moved.clientY,
        );
        const target = elements[index]?.dataset.key;
        if (target && target !== over) {
          over = target;
          setDrag({ key, over });
        }
        if (moved.clientY < EDGE) window.scrollBy(0, -16);
        else if (moved.clientY > window.innerHeight - EDGE) window.scrollBy(0, 16);
      };
      const stop = () => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', drop);
        handle.removeEventListener('pointercancel', stop);
        window.removeEventListener('keydown', escape);
        stopRef.current = null;
        setDrag(null);
      };
      const drop = () => {
        stop();
        if (over !== key) dropRef.current(key, over);
      };
      const escape = (pressed: KeyboardEvent) => {
        if (pressed.key === 'Escape') stop();
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', drop);
      handle.addEventListener('pointercancel', stop);
      window.addEventListener('keydown', escape);
      stopRef.current = stop;
    },
    [list],
  );
  return { drag, start };
}
