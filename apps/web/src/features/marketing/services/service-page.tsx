import { marketingRoutes, routes } from '@autospa/contract';
import { ArrowRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { servicePages, type ServicePageKey } from '@/content/service-pages';
import { pickServices } from '@/lib/catalog-pick';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { CatalogServices } from '../shared/catalog-services';
import { CheckList } from '../shared/check-list';
import { CtaBand } from '../shared/cta-band';
import { Illustration } from '../shared/illustration';
import { container, sectionY } from '../shared/layout';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { StatList } from '../shared/stat-list';

// One layout for the four "What we do" pages and the three service pages; only the content differs.
function ServicePage({ pageKey }: { pageKey: ServicePageKey }) {
  const content = servicePages[pageKey];
  const services = pickServices(usePublicSite().services, content.catalog);
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.description} />
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} image={content.image}>
        <Link to={routes.book} className={buttonClasses('primary', 'lg')}>
          Book Now
        </Link>
        <Link to={marketingRoutes.contact} className={cn(buttonClasses('secondary', 'lg'), 'border-white')}>
          Ask a question
        </Link>
      </PageHero>
      {content.highlights && (
        <div className={`${container} -mt-8 relative`}>
          <StatList stats={content.highlights} cols={3} />
        </div>
      )}
      <div className={sectionY}>
        <div className={`${container} space-y-16`}>
          {content.blocks.map((block, i) => (
            <Reveal as="section" key={block.title} className="grid items-center gap-8 md:grid-cols-2">
              <div className={cn(i % 2 === 1 && 'md:order-last')}>
                <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.title}</h2>
                <p className="mt-3 text-lg text-slate-600">{block.body}</p>
                {block.points && <CheckList items={block.points} className="mt-5" />}
              </div>
              {block.image && (
                <div className="overflow-hidden rounded-3xl border border-slate-200">
                  <Illustration art={block.image} decorative />
                </div>
              )}
            </Reveal>
          ))}
        </div>
      </div>
      {services.length > 0 && (
        <Section
          id="prices"
          eyebrow="Prices"
          title="Book online"
          intro="The lowest price for any car; the booking shows yours before you confirm."
        >
          <CatalogServices services={services} />
        </Section>
      )}
      <Section eyebrow="Explore" title="Related services" tone="white">
        <ul className="grid gap-4 md:grid-cols-3">
          {content.related.map((r) => (
            <li key={r.to}>
              <Link
                to={r.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-foam p-6 hover:border-teal focus-visible:outline-2"
              >
                <span className="text-lg font-semibold text-navy group-hover:text-teal">{r.label}</span>
                <span className="mt-2 flex-1 text-slate-600">{r.text}</span>
                <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal">
                  Read More <ArrowRight className="size-4" />
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

const routeComponents = new Map<ServicePageKey, ComponentType>();

/** The route component for one service page (made once per key, so React keeps its identity). */
export function servicePage(key: ServicePageKey): ComponentType {
  let component = routeComponents.get(key);
  if (!component) {
    component = () => <ServicePage pageKey={key} />;
    routeComponents.set(key, component);
  }
  return component;
}
