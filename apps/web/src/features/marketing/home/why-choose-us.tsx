import { homeFeatures } from '@/content/home/features';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';

export function WhyChooseUs() {
  return (
    <Section
      id="why-choose-us"
      eyebrow="Why choose us"
      title="Care you can see, on every car"
      intro="Founded in 2025, Auto Spa brings 25+ years of experience, eco-friendly water-saving methods and contactless washing to every booking."
      tone="white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeFeatures.map((f, i) => (
          <Reveal as="li" key={f.id} delay={(i % 3) * 80} className="rounded-2xl border border-slate-200 bg-foam p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-teal text-white">
              <f.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-slate-600">{f.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
