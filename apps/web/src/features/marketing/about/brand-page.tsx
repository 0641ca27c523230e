import { marketingRoutes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { brand } from '@/content/about';
import { art } from '@/content/images';
import { usePublicSite } from '@/lib/public-site';
import { ContactDetails } from '../layout/contact-details';
import { FaqAccordion } from '../shared/faq-accordion';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Section } from '../shared/section';

export function BrandPage() {
  // The signature detailing is the catalog's full inside-and-out service (the Book Now choice 'full').
  const signature = usePublicSite().services.find((s) => s.publicKey === 'full');
  return (
    <>
      <PageMeta
        title="Our Brand"
        description="The Auto Spa brand: careful, clear and clean car care. Questions about the brand, how to reach us and our signature detailing."
      />
      <PageHero
        eyebrow="Our brand"
        title="Careful. Clear. Clean."
        lead="Three words we hold ourselves to on every car, at every bay and every door-step."
        image={art.heroDetailing}
      />
      <Section eyebrow="Our values" title="What the Auto Spa name promises">
        <ul className="grid gap-6 md:grid-cols-3">
          {brand.values.map((v) => (
            <li key={v.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-xl font-semibold text-teal">{v.title}</h3>
              <p className="mt-2 text-slate-600">{v.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow="FAQ" title="About the brand" tone="white">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <FaqAccordion items={brand.faq} />
          <div className="space-y-6">
            <aside aria-labelledby="brand-support" className="rounded-3xl bg-navy p-6 text-white [--focus-ring:var(--color-aqua)]">
              <h3 id="brand-support" className="text-lg font-bold">
                Support
              </h3>
              <div className="mt-4">
                <ContactDetails />
              </div>
            </aside>
            <aside aria-labelledby="brand-signature" className="rounded-3xl border border-teal bg-teal-50 p-6">
              <h3 id="brand-signature" className="text-lg font-bold">
                {brand.signature.title}
              </h3>
              <p className="mt-2 text-slate-600">{brand.signature.text}</p>
              {signature && (
                <p className="mt-3 text-2xl font-bold text-teal">
                  <span className="text-base font-semibold text-slate-700">From </span>
                  {signature.from}
                </p>
              )}
              <Link to={marketingRoutes.premium} className={`${buttonClasses('primary')} mt-4`}>
                See premium detailing
              </Link>
            </aside>
          </div>
        </div>
      </Section>
    </>
  );
}
