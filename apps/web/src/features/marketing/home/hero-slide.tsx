import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { HERO_FADE_MS, type HeroSlide } from '@/content/home/hero-slides';
import { cn } from '@/lib/cn';
import { container } from '../shared/layout';
import { Illustration } from '../shared/illustration';

type HeroSlideViewProps = { slide: HeroSlide; position: number; total: number; active: boolean };

// All slides share one grid cell; the active one fades in over 700 ms. Hidden slides are inert.
export function HeroSlideView({ slide, position, total, active }: HeroSlideViewProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
      className={cn(
        'col-start-1 row-start-1 transition-opacity ease-in-out motion-reduce:transition-none',
        active ? 'z-10 opacity-100' : 'opacity-0',
      )}
    >
      <div
        className={cn(container, 'grid min-h-[calc(100svh-4rem)] items-center gap-8 pt-12 pb-28 lg:min-h-[640px] lg:grid-cols-2 lg:py-20')}
      >
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-aqua">{slide.subtitle}</p>
          <h2 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</h2>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{slide.desc}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={slide.link1} className={cn(buttonClasses('secondary', 'lg'), 'border-white')}>
              {slide.btn1}
            </Link>
            <Link to={slide.link2} className={buttonClasses('primary', 'lg')}>
              {slide.btn2}
            </Link>
          </div>
        </div>
        <div className="overflow-hidden rounded-3xl ring-1 ring-white/10">
          <Illustration art={slide.image} priority={position === 1} />
        </div>
      </div>
    </div>
  );
}
