import { PartnersStrip } from '../shared/partners-strip';
import { Section } from '../shared/section';

export function PartnersSection() {
  return (
    <Section eyebrow="Partners" title="Trusted by suppliers and fleets" tone="white" className="md:py-16">
      <PartnersStrip />
    </Section>
  );
}
