import { marketingRoutes as m, routes } from '@autospa/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { art } from '@/content/images';
import { CtaBand } from '../shared/cta-band';
import { Illustration } from '../shared/illustration';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Section } from '../shared/section';

const places = [
  {
    to: m.doorstep,
    title: 'Door-step waterless wash',
    text: 'Three packages from 40 to 90 minutes, at your parking spot.',
    image: art.doorstepVan,
  },
  { to: m.overview, title: 'What we do', text: 'Washing, cleaning, detailing and solutions for fleets.', image: art.washBay },
  { to: m.research, title: 'Research & Innovation', text: 'How we save water and protect paint.', image: art.newsRecycling },
  { to: m.news, title: 'News and tips', text: 'Car care advice and what is new at Auto Spa.', image: art.newsMonsoon },
  { to: m.careers, title: 'Careers', text: 'Join our team in six cities.', image: art.doorstepWash },
  { to: routes.book, title: 'Book a wash', text: 'Pick a service, a date and a time slot.', image: art.processBooking },
];

export function DiscoverPage() {
  return (
    <>
      <PageMeta
        title="Discover Auto Spa"
        description="Discover Auto Spa: door-step waterless wash, services, research, news and careers."
      />
      <PageHero eyebrow="Discover" title="Discover Auto Spa" lead="Everything we do, in one place. Start wherever you like." />
      <Section eyebrow="Explore" title="Where would you like to go?">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {places.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-teal focus-visible:outline-2"
              >
                <Illustration art={p.image} decorative />
                <span className="flex flex-1 flex-col p-5">
                  <span className="text-lg font-semibold text-navy group-hover:text-teal">{p.title}</span>
                  <span className="mt-2 flex-1 text-slate-600">{p.text}</span>
                  <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal">
                    Explore <ArrowRight className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
