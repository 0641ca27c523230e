import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { container, sectionY } from './layout';

type Tone = 'light' | 'white' | 'navy';

const tones: Record<Tone, string> = {
  light: 'bg-foam text-navy',
  white: 'bg-white text-navy',
  navy: 'bg-navy text-white [--focus-ring:var(--color-aqua)]',
};

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  align?: 'left' | 'center';
  className?: string;
  /** Its vertical padding, when the page needs it tighter than the usual. */
  spacing?: string;
  children?: ReactNode;
};

/** A page section with its eyebrow, h2 and intro; the h2 names the region. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
  className,
  spacing = sectionY,
  children,
}: SectionProps) {
  const headingId = useId();
  const dark = tone === 'navy';
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tones[tone], spacing, 'scroll-mt-20', className)}>
      <div className={container}>
        <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
          {eyebrow && <p className={cn('text-sm font-semibold tracking-widest uppercase', dark ? 'text-aqua' : 'text-teal')}>{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro && <p className={cn('mt-4 text-lg', dark ? 'text-slate-200' : 'text-slate-600')}>{intro}</p>}
        </div>
        {children && <div className="mt-10 md:mt-12">{children}</div>}
      </div>
    </section>
  );
}
