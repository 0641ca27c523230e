import { usePublicSite } from '@/lib/public-site';
import { CtaBand } from '../shared/cta-band';
import { AboutTeaser } from './about-teaser';
import { BeforeAfter } from './before-after';
import { FaqSection } from './faq-section';
import { GallerySection } from './gallery-section';
import { NewsSection } from './news-section';
import { OfferedServices } from './offered-services';
import { PartnersSection } from './partners-section';
import { PricingSection } from './pricing-section';
import { ProcessSection } from './process-section';
import { ServicesCarousel } from './services-carousel';
import { TestimonialsSection } from './testimonials-section';
import { WashingPromo } from './washing-promo';
import { WhyChooseUs } from './why-choose-us';

// Home below the hero, in SPEC.md §2's order (the wash menu and the before/after placed beside their
// neighbours). On a phone: services with prices, plans, process, testimonials, FAQ and the call to action; the
// rest from md up (docs/spec-deviations.md, issue 18). One element around it all (display: contents, no box of its
// own): Preact hydrates a lazily loaded part that suspends from its first DOM node only (decision 016).
export function HomeMore() {
  const cheapest = usePublicSite().services[0];
  return (
    <div className="contents">
      <WhyChooseUs />
      <OfferedServices />
      <ServicesCarousel />
      <AboutTeaser />
      <PartnersSection />
      <PricingSection />
      <WashingPromo />
      <ProcessSection />
      <NewsSection />
      <TestimonialsSection />
      <GallerySection />
      <BeforeAfter />
      <FaqSection />
      <CtaBand text={`${cheapest ? `Washes from ${cheapest.from}. ` : ''}Book a wash in under a minute. We confirm your time by phone.`} />
    </div>
  );
}
