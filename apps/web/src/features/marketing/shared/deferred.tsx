import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';

type DeferredProps = {
  component: LazyExoticComponent<ComponentType>;
  placeholderHeight: string;
  placeholderClassName?: string;
  /**
   * Wait for the visitor to act (scroll, touch, click, press a key) before loading, even when the part is on the
   * first screen: its words are there already, and its code stays out of the page's first load.
   */
  untilVisitorActs?: boolean;
};

const VISITOR_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls back once, on the visitor's first scroll, touch, click or key press; returns the way to stop listening. */
function onFirstAction(callback: () => void): () => void {
  const act = () => {
    stop();
    callback();
  };
  const stop = () => VISITOR_EVENTS.forEach((name) => window.removeEventListener(name, act, true));
  VISITOR_EVENTS.forEach((name) => window.addEventListener(name, act, { capture: true, passive: true }));
  return stop;
}

type Gate = { opened: Promise<void>; open: () => void };

// The gates still shut, for openEveryDeferredPart.
const shutGates = new Set<() => void>();

function newGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    shutGates.delete(open);
    resolve();
  };
  shutGates.add(open);
  return { opened, open };
}

/**
 * Loads every part still waiting. The app calls it when a navigation starts: React holds a navigation (a
 * transition) until each server-rendered part it re-renders has hydrated, and the footer stays on screen from
 * one page to the next, so a footer still waiting for the visitor to scroll would hold the next page forever.
 */
export function openEveryDeferredPart(): void {
  for (const open of [...shutGates]) open();
}

// On the server nothing waits; in the browser the part waits until the visitor scrolls near it.
function WhenNear({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!import.meta.env.SSR) use(gate.opened);
  return children;
}

// Marks the wrapper once the part is live (hydrated or rendered): data-deferred="waiting" → "ready". Written to
// the DOM, not through state, for the reason above. Tests wait for it before they click inside the part.
function MarkReady({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (wrapper.current) wrapper.current.dataset.deferred = 'ready';
  }, [wrapper]);
  return null;
}

/**
 * A part of a page whose code loads only when the visitor scrolls near it, while its words are always in the
 * server's HTML (issue 18). On a page the server rendered, React leaves that HTML in place (a Suspense boundary
 * still waiting hydrates later) and hydrates it once the code is there: nothing is removed or redrawn. On a page
 * reached inside the app, a placeholder of the given height stands in until then.
 */
export function Deferred({ component: Component, placeholderHeight, placeholderClassName, untilVisitorActs = false }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A promise, not state: opening it must not re-render this component, or React would replace the server's
  // HTML of a part still waiting to hydrate instead of hydrating it.
  const [gate] = useState(newGate);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: '600px 0px' },
    );
    if (!untilVisitorActs) observer.observe(element);
    const stopListening = untilVisitorActs ? onFirstAction(() => observer.observe(element)) : () => {};
    return () => {
      stopListening();
      observer.disconnect();
    };
  }, [gate, untilVisitorActs]);
  return (
    <div ref={ref} data-deferred="waiting">
      <Suspense fallback={<div aria-busy="true" className={placeholderClassName} style={{ minHeight: placeholderHeight }} />}>
        <WhenNear gate={gate}>
          {/* One element around the part: Preact resumes a suspended hydration from one DOM node, and would redraw
              the siblings of a part that renders several (decision 016). display: contents leaves the layout as is.
              The part's own component renders one element too, for the same reason when its code is still loading. */}
          <div className="contents">
            <Component />
          </div>
          <MarkReady wrapper={ref} />
        </WhenNear>
      </Suspense>
    </div>
  );
}
