import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type RevealProps = { as?: ElementType; className?: string; children: ReactNode; delay?: number };

/**
 * Fades its content in the first time it scrolls into view, then stays (no animation under reduced motion).
 * The server's HTML shows it (a page read without JavaScript shows everything); once the page runs, content
 * still below the screen is hidden until it is scrolled to. A transform and opacity only: nothing moves.
 */
export function Reveal({ as: Tag = 'div', className, children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let hidden = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((e) => e.isIntersecting);
        if (seen) {
          if (hidden) setRevealed(true);
          observer.disconnect();
        } else if (!hidden && entries.every((e) => e.boundingClientRect.top > 0)) {
          // Below the screen when the page started: hidden until it comes into view.
          hidden = true;
          setRevealed(false);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      data-revealed={revealed}
      style={delay && revealed ? { transitionDelay: `${delay}ms` } : undefined}
      className={cn(
        'motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none',
        // Hiding is instant (a transition takes the new style's timing): only the fade in is animated.
        revealed ? 'translate-y-0 opacity-100 transition duration-700 ease-out' : 'translate-y-6 opacity-0 transition-none',
        className,
      )}
    >
      {children}
    </Tag>
  );
}
