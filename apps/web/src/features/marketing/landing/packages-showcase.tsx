import { marketingRoutes } from '@autospa/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LANDING_PACKAGES_MS, landingPackageArt } from '@/content/landing';
import { pickServices } from '@/lib/catalog-pick';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { container } from '../shared/layout';
import { PlayPauseButton, RoundButton } from '../shared/round-button';
import { useAutoplay } from '../shared/use-autoplay';
import { useCycle } from '../shared/use-cycle';
import { PackageCard } from './package-card';

// SPEC.md §2/§9: left panel, right an autoplaying (4000 ms) looping slideshow of the packages; 700 px tall from md.
// The packages are the catalog's services done at the door; with none, the panel says how to ask for a visit.
export function PackagesShowcase() {
  const packages = pickServices(usePublicSite().services, { atDoor: true });
  const autoplay = useAutoplay();
  const { index, next, prev } = useCycle(packages.length, LANDING_PACKAGES_MS, autoplay.paused);

  return (
    <section aria-labelledby="packages-title" className={cn('bg-foam py-12', packages.length > 0 ? 'md:h-[700px] md:py-0' : 'md:py-20')}>
      <div className={cn(container, 'grid h-full items-center gap-10 md:grid-cols-2')}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">Our Services</p>
          <h2 id="packages-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Premium Waterless Cleaning at your Door-Step!
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {packages.length > 0
              ? 'One promise: a spotless car without a drop of runoff, wherever it is parked. Book a visit online.'
              : 'A spotless car without a drop of runoff, wherever it is parked. Call or write to us to plan a visit.'}
          </p>
          <Link to={marketingRoutes.solutions} className={cn(buttonClasses('primary', 'lg'), 'mt-8')}>
            READ MORE
            {/* SPEC.md's label alone does not say what it opens (Lighthouse's link-text audit). */}
            <span className="sr-only">: solutions for homes and businesses</span>
          </Link>
        </div>
        {packages.length > 0 && (
          <div aria-roledescription="carousel" aria-label="Door-step packages" role="region" className="min-w-0" {...autoplay.handlers}>
            <div className="overflow-hidden rounded-3xl">
              <ul
                className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
                style={{ transform: `translateX(-${index * 100}%)` }}
              >
                {packages.map((service, i) => (
                  <PackageCard
                    key={service.serviceName}
                    service={service}
                    art={landingPackageArt[i % landingPackageArt.length]!}
                    position={i + 1}
                    total={packages.length}
                    active={i === index}
                  />
                ))}
              </ul>
            </div>
            <div className="mt-4 flex items-center justify-center gap-3">
              <RoundButton label="Previous package" icon={ChevronLeft} onClick={prev} />
              {!autoplay.reducedMotion && <PlayPauseButton stopped={autoplay.stopped} onToggle={autoplay.toggle} what="packages" />}
              <RoundButton label="Next package" icon={ChevronRight} onClick={next} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
