import { Section } from '../shared/section';
import { TestimonialsStrip } from '../shared/testimonials-strip';

export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="What our customers say">
      <TestimonialsStrip />
    </Section>
  );
}
