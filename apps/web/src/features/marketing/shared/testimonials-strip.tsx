import { Star } from 'lucide-react';
import { testimonials } from '@/content/home/testimonials';
import { Illustration } from './illustration';
import { Marquee } from './marquee';

export function TestimonialsStrip() {
  return (
    <Marquee label="Customer testimonials">
      {testimonials.map((t) => (
        <li key={t.id} className="w-80 shrink-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="flex gap-0.5 text-amber">
            <span className="sr-only">Rated 5 out of 5</span>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} aria-hidden="true" className="size-4 fill-current" />
            ))}
          </p>
          <blockquote className="mt-3 text-slate-700">“{t.feedback}”</blockquote>
          <div className="mt-4 flex items-center gap-3">
            <Illustration art={t.image} decorative className="size-12 rounded-full" />
            <p className="text-sm">
              <span className="block font-semibold text-navy">{t.name}</span>
              <span className="text-slate-600">{t.role}</span>
            </p>
          </div>
        </li>
      ))}
    </Marquee>
  );
}
