import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

type DeferredProps = {
  component: LazyExoticComponent<ComponentType>;
  placeholderHeight: string;
  placeholderClassName?: string;
  /** Part of the build's prerendered HTML (scripts/prerender.mjs): on a short page it is on the first screen. */
  prerender?: boolean;
};

/**
 * Renders a lazily loaded part of a page only when the visitor scrolls near it, so its code is not part of
 * the first load. The placeholder keeps the page tall meanwhile (no layout shift on screen).
 */
export function Deferred({ component: Component, placeholderHeight, placeholderClassName, prerender = false }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(import.meta.env.SSR && prerender);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} aria-busy="true" className={placeholderClassName} style={{ minHeight: placeholderHeight }} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div aria-busy="true" className={placeholderClassName} style={{ minHeight: placeholderHeight }} />}>
      <Component />
    </Suspense>
  );
}
