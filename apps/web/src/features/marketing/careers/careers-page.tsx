import { marketingRoutes } from '@autospa/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { careerCities, findCity, openings, type Opening } from '@/content/careers';
import { art } from '@/content/images';
import { cn } from '@/lib/cn';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Section } from '../shared/section';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { JobApplicationForm } from './job-application-form';
import { OpeningsList } from './openings-list';

const FORM_ID = 'apply';
const chip = 'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2';

export function CareersPage() {
  const [params] = useSearchParams();
  const city = findCity(params.get('city'));
  const reducedMotion = useReducedMotion();
  const [position, setPosition] = useState<string | null>(null);
  const shown = city ? openings.filter((o) => o.cities.includes(city.slug)) : openings;

  // Apply Now scrolls to the form and puts the cursor in its first field.
  function apply(opening: Opening) {
    setPosition(opening.title);
    const form = document.getElementById(FORM_ID);
    form?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    form?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }

  const title = city ? `Careers in ${city.name}` : 'Careers';
  return (
    <>
      <PageMeta
        title={title}
        description={`Join Auto Spa${city ? ` in ${city.name}` : ''}: car wash technicians, detailing specialists and door-step service executives.`}
      />
      <PageHero
        eyebrow="Join us"
        title={title}
        lead="Learn a craft, work with care and grow with a young company. We train you on the job."
        image={art.doorstepWash}
      />
      <Section id="openings" eyebrow="Open positions" title={city ? `Openings in ${city.name}` : 'Current openings'}>
        <nav aria-label="Cities" className="mb-8">
          <ul className="flex flex-wrap justify-center gap-2">
            <li>
              <Link
                to={marketingRoutes.careers}
                aria-current={!city ? 'page' : undefined}
                className={cn(chip, !city ? 'bg-navy text-white' : 'bg-white text-navy ring-1 ring-slate-300')}
              >
                All cities
              </Link>
            </li>
            {careerCities.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`${marketingRoutes.careers}?city=${c.slug}`}
                  aria-current={city?.slug === c.slug ? 'page' : undefined}
                  className={cn(chip, city?.slug === c.slug ? 'bg-navy text-white' : 'bg-white text-navy ring-1 ring-slate-300')}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <OpeningsList openings={shown} onApply={apply} />
      </Section>
      <Section
        id={FORM_ID}
        eyebrow="Apply"
        title="Send your application"
        intro="Fill in your details and attach your résumé. We reply to every applicant within a week."
        tone="white"
      >
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-foam p-6 sm:p-10">
          <JobApplicationForm position={position} defaultState={city?.state} />
        </div>
      </Section>
    </>
  );
}
