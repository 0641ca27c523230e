import { routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LANDING_TEXT_MS, landingTextSlides } from '@/content/landing';
import { cn } from '@/lib/cn';
import { useCycle } from '../shared/use-cycle';

const TEXT_TRANSITION_MS = 800; // SPEC.md §9: 0.8 s

// SPEC.md §2/§9: welcome line, two-line headline, description and Book Now; cycles 0, 1, 2, 0 every 5000 ms.
export function RotatingText({ paused }: { paused: boolean }) {
  const { index } = useCycle(landingTextSlides.length, LANDING_TEXT_MS, paused);
  return (
    <div className="grid" data-text-index={index}>
      {landingTextSlides.map((slide, i) => {
        const active = i === index;
        return (
          <div
            key={slide.welcome}
            aria-hidden={!active}
            inert={!active}
            data-active={active}
            style={{ transitionDuration: `${TEXT_TRANSITION_MS}ms` }}
            className={cn(
              'col-start-1 row-start-1 transition-[opacity,translate] ease-out motion-reduce:transition-none',
              active ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
            )}
          >
            <p className="text-sm font-semibold tracking-[0.2em] text-aqua">{slide.welcome}</p>
            <h2 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {slide.lines[0]}
              <br />
              {slide.lines[1]}
            </h2>
            <p className="mt-5 max-w-xl text-lg text-slate-100">{slide.description}</p>
            <Link to={routes.book} className={cn(buttonClasses('primary', 'lg'), 'mt-8')}>
              Book Now
            </Link>
          </div>
        );
      })}
    </div>
  );
}
