import { marketingRoutes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { companyStats } from '@/content/claims';
import { art } from '@/content/images';
import { Illustration } from '../shared/illustration';
import { container, sectionY } from '../shared/layout';
import { StatList } from '../shared/stat-list';
import { wideOnly } from './home-layout';

export function AboutTeaser() {
  return (
    <section aria-labelledby="about-teaser-title" className={`bg-navy text-white [--focus-ring:var(--color-aqua)] ${sectionY} ${wideOnly}`}>
      <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
        <div className="overflow-hidden rounded-3xl ring-1 ring-white/10">
          <Illustration art={art.doorstepWash} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-widest text-aqua uppercase">About Auto Spa</p>
          <h2 id="about-teaser-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            A hand car wash that treats every car like its own
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            We wash, polish and detail cars by hand, at our Gurugram bays and at your door-step. Trained people, vehicle-safe products and a
            quality check before every hand-over.
          </p>
          <StatList stats={companyStats} dark cols={2} className="mt-8" />
          <Link to={marketingRoutes.aboutUs} className={`${buttonClasses('primary', 'lg')} mt-8`}>
            Learn More<span className="sr-only"> about Auto Spa</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
