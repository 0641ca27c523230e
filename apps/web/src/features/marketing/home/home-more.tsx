import { CtaBand } from '../shared/cta-band';
import { AboutTeaser } from './about-teaser';
import { BeforeAfter } from './before-after';
import { FaqSection } from './faq-section';
import { GallerySection } from './gallery-section';
import { NewsSection } from './news-section';
import { OfferedServices } from './offered-services';
import { OffersSection } from './offers-section';
import { PartnersSection } from './partners-section';
import { PricingSection } from './pricing-section';
import { ProcessSection } from './process-section';
import { ServicesCarousel } from './services-carousel';
import { TestimonialsSection } from './testimonials-section';
import { WashingPromo } from './washing-promo';

// Home below the first screen, in SPEC.md §2's order (the tab carousel, offers and before/after placed beside
// their neighbours). Loaded when the visitor scrolls towards it.
export function HomeMore() {
  return (
    <>
      <OfferedServices />
      <ServicesCarousel />
      <AboutTeaser />
      <PartnersSection />
      <PricingSection />
      <OffersSection />
      <WashingPromo />
      <ProcessSection />
      <NewsSection />
      <TestimonialsSection />
      <GallerySection />
      <BeforeAfter />
      <FaqSection />
      <CtaBand />
    </>
  );
}
