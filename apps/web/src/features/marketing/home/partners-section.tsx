import { PartnersStrip } from '../shared/partners-strip';
import { Section } from '../shared/section';
import { wideOnly } from './home-layout';

export function PartnersSection() {
  return (
    <Section eyebrow="Partners" title="Trusted by suppliers and fleets" tone="white" spacing="py-16" className={wideOnly}>
      <PartnersStrip />
    </Section>
  );
}
