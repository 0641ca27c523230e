import { marketingRoutes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { waterSavedPerWash } from '@/content/claims';
import { art } from '@/content/images';
import { CheckList } from '../shared/check-list';
import { Illustration } from '../shared/illustration';
import { container, sectionY } from '../shared/layout';
import { wideOnly } from './home-layout';

// The "professional washing" promo of SPEC.md §2, with its Read More to /what-we-do/carwashing.
export function WashingPromo() {
  return (
    <section aria-labelledby="promo-title" className={`bg-teal-50 ${sectionY} ${wideOnly}`}>
      <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">Professional washing</p>
          <h2 id="promo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {waterSavedPerWash} water saved per wash
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Thick pre-wash foam, low-flow nozzles and recycled rinse water clean better with less. Your car gets a professional wash, and
            the city keeps its water.
          </p>
          <CheckList
            items={['Biodegradable, pH-neutral shampoos', 'Touch-free high-pressure rinse', 'Microfibre hand dry, no swirl marks']}
            className="mt-6"
          />
          <Link to={marketingRoutes.carWashing} className={`${buttonClasses('primary', 'lg')} mt-8`}>
            Read More<span className="sr-only"> about our car washing</span>
          </Link>
        </div>
        <div className="overflow-hidden rounded-3xl">
          <Illustration art={art.heroEco} />
        </div>
      </div>
    </section>
  );
}
