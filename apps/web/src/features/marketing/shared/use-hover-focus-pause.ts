import { useState, type FocusEvent } from 'react';

/** Pauses an autoplaying region while the pointer is over it or focus is inside it (WCAG 2.2.2). */
export function useHoverFocusPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { paused: hovered || focused, handlers };
}
