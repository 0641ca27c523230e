import { processSteps } from '@/content/home/process';
import { Illustration } from '../shared/illustration';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';

export function ProcessSection() {
  return (
    <Section id="process" eyebrow="How it works" title="Our working process" intro="Four steps from booking to a spotless car.">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {processSteps.map((step, i) => (
          <Reveal as="li" key={step.title} delay={i * 80} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Illustration art={step.image} decorative />
            <div className="p-5">
              <p className="text-sm font-bold text-teal">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
