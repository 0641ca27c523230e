import type { ReactNode } from 'react';
import type { Art } from '@/content/images';
import { container } from './layout';
import { Illustration } from './illustration';

type PageHeroProps = { eyebrow: string; title: string; lead: ReactNode; image?: Art; children?: ReactNode };

/** The banner at the top of every inner page: the page's h1, a lead and an illustration. */
export function PageHero({ eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <section className="bg-navy text-white [--focus-ring:var(--color-aqua)]">
      <div className={`${container} grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2`}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-aqua uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-xl text-lg text-slate-200">{lead}</div>
          {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>}
        </div>
        {/* Decorative on a phone, where it would push the page's content a screen down. */}
        {image && (
          <div className="hidden overflow-hidden rounded-3xl ring-1 ring-white/10 sm:block">
            <Illustration art={image} priority />
          </div>
        )}
      </div>
    </section>
  );
}
