import { Section } from '../shared/section';
import { TestimonialsStrip } from '../shared/testimonials-strip';
import { homeY } from './home-layout';

export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="What our customers say" tone="white" className="md:bg-foam" spacing={homeY}>
      <TestimonialsStrip />
    </Section>
  );
}
