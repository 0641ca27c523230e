import { BadgeCheck, Leaf, ListChecks, ShieldCheck, Sparkles } from 'lucide-react';
import { art } from '@/content/images';
import { sellingPoints, whyChooseIntro } from '@/content/landing';
import { Illustration } from '../shared/illustration';
import { container, sectionY } from '../shared/layout';
import { Reveal } from '../shared/reveal';

const icons = [ListChecks, ShieldCheck, Leaf, BadgeCheck, Sparkles];

export function SellingPoints() {
  return (
    <section aria-labelledby="why-landing-title" className={`bg-white ${sectionY}`}>
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2`}>
        <div className="overflow-hidden rounded-3xl border border-slate-200">
          <Illustration art={art.doorstepWash} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">Why choose us</p>
          <h2 id="why-landing-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            We're here to power you with premium car care
          </h2>
          <p className="mt-4 text-lg text-slate-600">{whyChooseIntro}</p>
          <ul className="mt-8 space-y-5">
            {sellingPoints.map((point, i) => {
              const Icon = icons[i] ?? Sparkles;
              return (
                <Reveal as="li" key={point.title} delay={i * 60} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold">{point.title}</span>
                    <span className="text-slate-600">{point.description}</span>
                  </span>
                </Reveal>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
