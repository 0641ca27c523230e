import { useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';

export const COMPARISON_DEFAULT = 0.5; // SPEC.md §4
const STEP = 0.05;
const PAGE = 0.25;

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/** The before/after handle: 0..1, follows mouse and touch drags, arrow keys, Home and End; always clamped. */
export function useComparison() {
  const [position, setPosition] = useState(COMPARISON_DEFAULT);
  const area = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const fromPointer = (clientX: number) => {
    const box = area.current?.getBoundingClientRect();
    if (box && box.width > 0) setPosition(clamp((clientX - box.left) / box.width));
  };

  const areaHandlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      dragging.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      fromPointer(event.clientX);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (dragging.current) fromPointer(event.clientX);
    },
    onPointerUp() {
      dragging.current = false;
    },
    onPointerCancel() {
      dragging.current = false;
    },
    // A press that moves over a picture would start the browser's own drag of that image, which cancels the
    // pointer (and so the drag of the handle).
    onDragStart(event: DragEvent<HTMLDivElement>) {
      event.preventDefault();
    },
  };

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, (p: number) => number> = {
      ArrowLeft: (p) => p - STEP,
      ArrowDown: (p) => p - STEP,
      ArrowRight: (p) => p + STEP,
      ArrowUp: (p) => p + STEP,
      PageDown: (p) => p - PAGE,
      PageUp: (p) => p + PAGE,
      Home: () => 0,
      End: () => 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPosition((p) => clamp(move(p)));
  }

  return { position, area, areaHandlers, onKeyDown };
}
