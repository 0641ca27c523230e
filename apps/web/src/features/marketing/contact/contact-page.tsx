import { art } from '@/content/images';
import { usePublicSite } from '@/lib/public-site';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { container } from '../shared/layout';
import { Section } from '../shared/section';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { MapCard } from './map-card';
import { openingHoursSentence } from '../shared/opening-hours-text';

export function ContactPage() {
  const { business, openingHours } = usePublicSite();
  const reach = [business.phones[0] && `phone ${business.phones[0]}`, business.emails[0] && `email ${business.emails[0]}`].filter(Boolean);
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${business.name}, ${business.addressLine}${reach.length ? `: ${reach.join(', ')}` : ''}. Open ${openingHoursSentence(openingHours)}.`}
      />
      <PageHero
        eyebrow="Contact us"
        title="We’re here to help"
        lead="Call, write or drop by. We answer every message within one working day."
        image={art.doorstepVan}
      />
      <div className={`${container} -mt-8 relative`}>
        <ContactCards />
      </div>
      <Section
        id="get-in-touch"
        title="Get In Touch With Us"
        intro="Have questions about our car wash services? Fill the form below and we'll get back to you shortly."
      >
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 sm:p-10">
          <ContactForm />
        </div>
      </Section>
      <Section id="find-us" title="Find Us Here" tone="white">
        <MapCard />
      </Section>
    </>
  );
}
