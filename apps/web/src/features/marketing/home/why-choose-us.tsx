import { homeFeatures } from '@/content/home/features';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { homeY } from './home-layout';

// Two columns of short claims on a phone (their longer words from sm up), three columns on a wide screen.
export function WhyChooseUs() {
  return (
    <Section
      id="why-choose-us"
      eyebrow="Why choose us"
      title="Care you can see, on every car"
      intro="Founded in 2025, Auto Spa brings 25+ years of experience, eco-friendly water-saving methods and contactless washing to every booking."
      tone="white"
      spacing={homeY}
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {homeFeatures.map((f, i) => (
          <Reveal as="li" key={f.id} delay={(i % 3) * 80} className="rounded-2xl border border-slate-200 bg-foam p-4 sm:p-6">
            <span className="flex size-10 items-center justify-center rounded-xl bg-teal text-white sm:size-12">
              <f.icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            <h3 className="mt-3 font-semibold sm:mt-4 sm:text-lg">{f.title}</h3>
            <p className="mt-2 hidden text-slate-600 sm:block">{f.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
