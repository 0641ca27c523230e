import { Gift } from 'lucide-react';
import { festiveOffer, offers } from '@/content/home/offers';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';

export function OffersSection() {
  return (
    <Section id="offers" eyebrow="Offers" title="This month’s offers" tone="white">
      <ul className="grid gap-6 md:grid-cols-3">
        {offers.map((o, i) => (
          <Reveal as="li" key={o.title} delay={i * 80} className="rounded-3xl border border-slate-200 bg-foam p-6">
            <p className="inline-block rounded-full bg-amber px-3 py-1 text-sm font-bold text-navy">{o.discount} OFF</p>
            <h3 className="mt-4 text-xl font-semibold">{o.title}</h3>
            <p className="mt-1 text-3xl font-bold text-teal">at {o.price}</p>
            <p className="mt-3 text-slate-600">{o.detail}</p>
          </Reveal>
        ))}
      </ul>
      <Reveal className="mt-6 flex items-center gap-4 rounded-3xl bg-eco p-6 text-white">
        <Gift aria-hidden="true" className="size-10 shrink-0" />
        <p>
          <span className="block text-lg font-bold">{festiveOffer.title}</span>
          {festiveOffer.text}
        </p>
      </Reveal>
    </Section>
  );
}
