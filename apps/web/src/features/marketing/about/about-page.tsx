import { Link } from 'react-router';
import { about } from '@/content/about';
import { companyStats } from '@/content/claims';
import { homeFeatures } from '@/content/home/features';
import { art } from '@/content/images';
import { CtaBand } from '../shared/cta-band';
import { Illustration } from '../shared/illustration';
import { container } from '../shared/layout';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PartnersStrip } from '../shared/partners-strip';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { StatList } from '../shared/stat-list';
import { TestimonialsStrip } from '../shared/testimonials-strip';
import { MotionBanner } from './motion-banner';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Who we are: Auto Spa, a hand car wash and detailing business in Gurugram. Our mission, vision, team and partners."
      />
      <PageHero
        eyebrow="About us"
        title="Clean cars, careful hands"
        lead="Hand car wash and detailing, at our bays and at your door-step."
      />
      <div className={`${container} -mt-2 pt-10`}>
        <MotionBanner />
      </div>
      <Section id="who-we-are" eyebrow="Who we are" title="A car wash that takes its time" align="left">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-600">
            {about.whoWeAre.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <StatList stats={companyStats} cols={2} className="pt-4" />
          </div>
          <div className="overflow-hidden rounded-3xl border border-slate-200">
            <Illustration art={art.washBay} />
          </div>
        </div>
      </Section>
      <Section id="mission" eyebrow="Our mission" title={about.mission} tone="white" />
      <Section id="partners" eyebrow="Partners" title="Who we work with">
        <PartnersStrip />
      </Section>
      <Section id="vision" eyebrow="Our vision" title="Every wash, less water" intro={about.vision} tone="navy">
        <p className="mx-auto max-w-sm rounded-3xl bg-white/10 p-6 text-center">
          <span className="block text-sm font-semibold tracking-widest text-slate-200 uppercase">Up to</span>
          <span className="block text-5xl font-bold text-aqua">{about.recycling}</span>
          <span className="mt-2 block text-slate-200">less water, thanks to water recycling</span>
        </p>
      </Section>
      <Section id="services" eyebrow="Services" title="What we do" tone="white">
        <ul className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2">
          {about.services.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="block rounded-xl border border-slate-200 bg-foam px-5 py-4 font-semibold text-navy hover:border-teal hover:text-teal focus-visible:outline-2"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-choose-us" eyebrow="Why choose us" title="Reasons customers come back">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeFeatures.map((f, i) => (
            <Reveal as="li" key={f.id} delay={(i % 3) * 80} className="rounded-2xl border border-slate-200 bg-white p-6">
              <f.icon aria-hidden="true" className="size-7 text-teal" />
              <h3 className="mt-3 text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-slate-600">{f.description}</p>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="team" eyebrow="Our team" title="The people behind the shine" tone="white">
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {about.team.map((person) => (
            <li key={person.name} className="text-center">
              <Illustration art={person.image} decorative className="mx-auto size-28 rounded-full" />
              <p className="mt-3 font-semibold">{person.name}</p>
              <p className="text-sm text-slate-600">{person.role}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="testimonials" eyebrow="Testimonials" title="What our customers say">
        <TestimonialsStrip />
      </Section>
      <CtaBand />
    </>
  );
}
