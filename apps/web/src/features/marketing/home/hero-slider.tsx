import { ChevronLeft, ChevronRight } from 'lucide-react';
import { HERO_AUTOPLAY_MS, heroSlides } from '@/content/home/hero-slides';
import { cn } from '@/lib/cn';
import { PlayPauseButton, RoundButton } from '../shared/round-button';
import { useAutoplay } from '../shared/use-autoplay';
import { useCycle } from '../shared/use-cycle';
import { HeroSlideView } from './hero-slide';

// SPEC.md §2/§9: three slides, next one every 6000 ms (wrapping), 700 ms fade; hover or focus pauses it.
export function HeroSlider() {
  const autoplay = useAutoplay();
  const { index, go, next, prev } = useCycle(heroSlides.length, HERO_AUTOPLAY_MS, autoplay.paused);
  const announce = autoplay.stopped || autoplay.reducedMotion;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Auto Spa highlights"
      data-playing={!autoplay.paused}
      className="relative bg-navy text-white [--focus-ring:var(--color-aqua)]"
      {...autoplay.handlers}
    >
      <div aria-live={announce ? 'polite' : 'off'} className="grid">
        {heroSlides.map((slide, i) => (
          <HeroSlideView key={slide.id} slide={slide} position={i + 1} total={heroSlides.length} active={i === index} />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-3">
        <RoundButton label="Previous slide" icon={ChevronLeft} tone="dark" onClick={prev} />
        <ul className="flex items-center gap-2">
          {heroSlides.map((slide, i) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="flex size-8 items-center justify-center rounded-full focus-visible:outline-2"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                    i === index ? 'w-6 bg-aqua' : 'w-2.5 bg-white/50',
                  )}
                />
                <span className="sr-only">
                  Slide {i + 1}: {slide.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <RoundButton label="Next slide" icon={ChevronRight} tone="dark" onClick={next} />
        {!autoplay.reducedMotion && <PlayPauseButton stopped={autoplay.stopped} onToggle={autoplay.toggle} what="slideshow" tone="dark" />}
      </div>
    </section>
  );
}
