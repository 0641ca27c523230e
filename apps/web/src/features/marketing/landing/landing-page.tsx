import { CtaBand } from '../shared/cta-band';
import { PageMeta } from '../shared/page-meta';
import { LandingHero } from './landing-hero';
import { PackagesShowcase } from './packages-showcase';
import { SellingPoints } from './selling-points';

// The landing variant of SPEC.md §2: the waterless door-step service.
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Door-step waterless car wash"
        description="Auto Spa comes to you: waterless hand car wash at your door-step. Basic Car Wash 40 min, Complete Interior Clean 60 min, Premium Detailing 90 min."
      />
      <LandingHero />
      <PackagesShowcase />
      <SellingPoints />
      <CtaBand
        title="Book a door-step wash"
        text="Tell us where your car is parked and when; we bring everything else."
        action="Book Now"
      />
    </>
  );
}
