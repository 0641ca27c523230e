import { research } from '@/content/about';
import { researchStats } from '@/content/claims';
import { art } from '@/content/images';
import { CtaBand } from '../shared/cta-band';
import { Illustration } from '../shared/illustration';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { StatList } from '../shared/stat-list';

export function ResearchPage() {
  return (
    <>
      <PageMeta
        title="Research & Innovation"
        description="Auto Spa research: water recycling that saves up to 80%, waterless formulas, contactless jets. 10+ patents, 25+ projects."
      />
      <PageHero
        eyebrow="Research & Innovation"
        title="Better washing, with less water"
        lead={`We test every product and process before it reaches your car. Our water recycling saves up to ${research.recycling} of the fresh water a wash needs.`}
        image={art.newsRecycling}
      />
      <Section eyebrow="In numbers" title="Research that reaches the bay">
        <StatList stats={researchStats} cols={3} />
      </Section>
      <Section eyebrow="What we work on" title="Four areas of research" tone="white">
        <ul className="grid gap-6 md:grid-cols-2">
          {research.areas.map((area, i) => (
            <Reveal as="li" key={area.title} delay={(i % 2) * 80} className="overflow-hidden rounded-2xl border border-slate-200 bg-foam">
              <Illustration art={area.image} decorative />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{area.title}</h3>
                <p className="mt-2 text-slate-600">{area.body}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
      <CtaBand title="Try the results on your own car" />
    </>
  );
}
