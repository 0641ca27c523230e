import { lazy } from 'react';
import { Deferred } from '../shared/deferred';
import { PageMeta } from '../shared/page-meta';
import { HeroSlider } from './hero-slider';

const HomeMore = lazy(() => import('./home-more').then((m) => ({ default: m.HomeMore })));

// The hero is the first load; everything below it (why us first) is one lazily loaded part (Deferred): its words are
// in the server's HTML, its code loads when the visitor first scrolls or acts (it starts on the first screen).
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Car wash and detailing in Gurugram"
        description="Auto Spa: hand car wash, detailing and door-step waterless wash. Eco-friendly, contactless, 30% water saved per wash. Book a wash online."
      />
      <h1 className="sr-only">Auto Spa, hand car wash and detailing</h1>
      <HeroSlider />
      <Deferred component={HomeMore} placeholderHeight="200vh" untilVisitorActs />
    </>
  );
}
