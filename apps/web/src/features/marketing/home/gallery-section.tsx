import { gallery } from '@/content/home/gallery';
import { Illustration } from '../shared/illustration';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { wideOnly } from './home-layout';

export function GallerySection() {
  return (
    <Section id="gallery" eyebrow="Gallery" title="A look inside our bays" tone="white" className={wideOnly}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {gallery.map((g, i) => (
          <Reveal as="li" key={g.caption} delay={(i % 3) * 80}>
            <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-foam">
              <Illustration art={g.image} />
              <figcaption className="px-4 py-3 text-sm font-medium">{g.caption}</figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
