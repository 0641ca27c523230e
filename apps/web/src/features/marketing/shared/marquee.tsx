import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './marquee.css';

export const MARQUEE_LOOP_S = 25; // SPEC.md §9

type MarqueeProps = { label: string; className?: string; children: ReactNode };

/** Scrolls its children endlessly; pauses on hover and focus, and becomes a plain scrollable row under reduced motion. */
export function Marquee({ label, className, children }: MarqueeProps) {
  // `relative`: the strip is the containing block of its screen-reader-only texts, so it clips them. Standing
  // still (reduced motion) the track has no transform to do that, and they widened the page.
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('marquee relative overflow-hidden rounded-lg focus-visible:outline-2', className)}
    >
      <div className="marquee-track flex w-max" style={{ '--marquee-duration': `${MARQUEE_LOOP_S}s` } as CSSProperties}>
        <ul className="flex shrink-0 gap-6 pr-6">{children}</ul>
        <ul aria-hidden="true" className="marquee-copy flex shrink-0 gap-6 pr-6">
          {children}
        </ul>
      </div>
    </div>
  );
}
