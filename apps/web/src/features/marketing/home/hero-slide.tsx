import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { HERO_FADE_MS, type HeroSlide } from '@/content/home/hero-slides';
import { cn } from '@/lib/cn';
import { container } from '../shared/layout';
import { Illustration } from '../shared/illustration';

type HeroSlideViewProps = { slide: HeroSlide; position: number; total: number; active: boolean };

// All slides share one grid cell; the active one fades in over 700 ms. Hidden slides are inert. The phone's
// slide is as tall as its words (the first screen shows the next section start), the wider screen's fills it.
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
        className={cn(
          container,
          'grid items-center gap-8 pt-10 pb-24 md:min-h-[calc(100svh-4rem)] md:pt-12 md:pb-28 lg:min-h-[640px] lg:grid-cols-2 lg:py-20',
        )}
      >
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-aqua">{slide.subtitle}</p>
          <h2 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</h2>
          <p className="mt-4 max-w-xl text-slate-200 sm:mt-5 sm:text-lg">{slide.desc}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Link to={slide.link1} className={cn(buttonClasses('secondary', 'lg'), 'border-white')}>
              {slide.btn1}
              {/* SPEC.md's label says where, not what: the slide's title completes it for screen readers and search engines. */}
              <span className="sr-only">: {slide.title}</span>
            </Link>
            <Link to={slide.link2} className={buttonClasses('primary', 'lg')}>
              {slide.btn2}
            </Link>
          </div>
        </div>
        {/* On a phone the picture would push the first call to action off the screen. */}
        <div className="hidden overflow-hidden rounded-3xl ring-1 ring-white/10 md:block">
          <Illustration art={slide.image} priority={position === 1} />
        </div>
      </div>
    </div>
  );
}
