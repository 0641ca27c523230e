import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type RevealProps = { as?: ElementType; className?: string; children: ReactNode; delay?: number };

// 'shown' is how the server renders it (and the browser's first render, which must match): plainly there, so the
// page reads without JavaScript. Once running, a part out of view waits hidden and fades in when it scrolls in.
type Phase = 'shown' | 'waiting' | 'revealed';

/** Fades its content in the first time it scrolls into view, then stays (no animation under reduced motion). */
export function Reveal({ as: Tag = 'div', className, children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');
  useEffect(() => {
    const element = ref.current;
    if (!element || phase === 'revealed') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('revealed');
          observer.disconnect();
        } else setPhase('waiting');
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase]);
  const hidden = phase === 'waiting';
  return (
    <Tag
      ref={ref}
      data-revealed={phase === 'revealed'}
      style={delay && !hidden ? { transitionDelay: `${delay}ms` } : undefined}
      className={cn(
        'motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none',
        // Hiding is instant (a transition takes the new style's timing): only the fade in is animated.
        hidden ? 'translate-y-6 opacity-0 transition-none' : 'translate-y-0 opacity-100 transition duration-700 ease-out',
        className,
      )}
    >
      {children}
    </Tag>
  );
}
