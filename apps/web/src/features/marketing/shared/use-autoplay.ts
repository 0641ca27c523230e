import { useState } from 'react';
import { useHoverFocusPause } from './use-hover-focus-pause';
import { useReducedMotion } from './use-reduced-motion';

/**
 * When an autoplaying part may move: not under reduced motion, not while the visitor has stopped it, and not
 * while the pointer is over it or focus is inside it. Spread `handlers` on the part's root element.
 */
export function useAutoplay() {
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const hoverFocus = useHoverFocusPause();
  return {
    paused: stopped || reducedMotion || hoverFocus.paused,
    stopped,
    reducedMotion,
    toggle: () => setStopped((s) => !s),
    handlers: hoverFocus.handlers,
  };
}
