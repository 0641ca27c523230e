import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LANDING_IMAGE_FADE_MS, LANDING_IMAGE_MS, landingBackgrounds } from '@/content/landing';
import { cn } from '@/lib/cn';
import { container } from '../shared/layout';
import { PlayPauseButton, RoundButton } from '../shared/round-button';
import { useAutoplay } from '../shared/use-autoplay';
import { useCycle } from '../shared/use-cycle';
import { RotatingText } from './rotating-text';

// Arrows sit at the bottom on phones (clear of the text) and at the sides from sm up.
const arrow = 'absolute bottom-4 z-20 sm:top-1/2 sm:bottom-auto sm:size-12 sm:-translate-y-1/2';

// SPEC.md §2/§9: three backgrounds fading (1000 ms, linear) every 5000 ms, with arrows; 600 px tall, 700 px from md.
export function LandingHero() {
  const autoplay = useAutoplay();
  const images = useCycle(landingBackgrounds.length, LANDING_IMAGE_MS, autoplay.paused);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Door-step waterless wash"
      className="relative h-[600px] overflow-hidden bg-navy text-white [--focus-ring:var(--color-aqua)] md:h-[700px]"
      {...autoplay.handlers}
    >
      {landingBackgrounds.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
          data-active={i === images.index}
          style={{ transitionDuration: `${LANDING_IMAGE_FADE_MS}ms` }}
          className={cn(
            'absolute inset-0 h-full w-full object-cover transition-opacity ease-linear motion-reduce:transition-none',
            i === images.index ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy/80 md:bg-transparent md:bg-gradient-to-r md:from-navy/90 md:via-navy/70 md:to-navy/20"
      />
      <RoundButton label="Previous picture" icon={ChevronLeft} tone="dark" onClick={images.prev} className={cn(arrow, 'left-4')} />
      <RoundButton
        label="Next picture"
        icon={ChevronRight}
        tone="dark"
        onClick={images.next}
        className={cn(arrow, 'left-18 sm:right-4 sm:left-auto')}
      />
      <div className={cn(container, 'relative z-10 flex h-full items-center sm:px-20')}>
        <h1 className="sr-only">Door-step waterless car wash by Auto Spa</h1>
        <RotatingText paused={autoplay.paused} />
      </div>
      {!autoplay.reducedMotion && (
        <PlayPauseButton
          stopped={autoplay.stopped}
          onToggle={autoplay.toggle}
          what="slideshow"
          tone="dark"
          className="absolute right-4 bottom-4 z-20"
        />
      )}
    </section>
  );
}
