import { marketingRoutes } from '@autospa/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LANDING_PACKAGES_MS, landingPackages } from '@/content/landing';
import { cn } from '@/lib/cn';
import { container } from '../shared/layout';
import { PlayPauseButton, RoundButton } from '../shared/round-button';
import { useAutoplay } from '../shared/use-autoplay';
import { useCycle } from '../shared/use-cycle';
import { PackageCard } from './package-card';

// SPEC.md §2/§9: left panel, right an autoplaying (4000 ms) looping slideshow of the three packages; 700 px tall from md.
export function PackagesShowcase() {
  const autoplay = useAutoplay();
  const { index, next, prev } = useCycle(landingPackages.length, LANDING_PACKAGES_MS, autoplay.paused);

  return (
    <section aria-labelledby="packages-title" className="bg-foam py-12 md:h-[700px] md:py-0">
      <div className={cn(container, 'grid h-full items-center gap-10 md:grid-cols-2')}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">Our Services</p>
          <h2 id="packages-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Premium Waterless Cleaning at your Door-Step!
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Three packages, one promise: a spotless car without a drop of runoff, wherever it is parked.
          </p>
          <Link to={marketingRoutes.solutions} className={cn(buttonClasses('primary', 'lg'), 'mt-8')}>
            READ MORE
          </Link>
        </div>
        <div aria-roledescription="carousel" aria-label="Door-step packages" role="region" className="min-w-0" {...autoplay.handlers}>
          <div className="overflow-hidden rounded-3xl">
            <ul
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {landingPackages.map((pkg, i) => (
                <PackageCard key={pkg.id} pkg={pkg} position={i + 1} total={landingPackages.length} active={i === index} />
              ))}
            </ul>
          </div>
          <div className="mt-4 flex items-center justify-center gap-3">
            <RoundButton label="Previous package" icon={ChevronLeft} onClick={prev} />
            {!autoplay.reducedMotion && <PlayPauseButton stopped={autoplay.stopped} onToggle={autoplay.toggle} what="packages" />}
            <RoundButton label="Next package" icon={ChevronRight} onClick={next} />
          </div>
        </div>
      </div>
    </section>
  );
}
