import { marketingRoutes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatNewsDate, news } from '@/content/home/news';
import { cn } from '@/lib/cn';
import { Illustration } from '../shared/illustration';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { wideOnly } from './home-layout';

const badge = { teal: 'bg-teal text-white', eco: 'bg-eco text-white', amber: 'bg-amber text-navy' };

export function NewsSection() {
  return (
    <Section id="news" eyebrow="News" title="Latest from Auto Spa" tone="white" className={wideOnly}>
      <ul className="grid gap-6 md:grid-cols-3">
        {news.map((item, i) => (
          <Reveal
            as="li"
            key={item.id}
            delay={i * 80}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-foam"
          >
            <Illustration art={item.image} decorative />
            <div className="flex flex-1 flex-col p-5">
              <p className="flex items-center gap-3 text-sm text-slate-600">
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', badge[item.color])}>{item.category}</span>
                <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
              </p>
              <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{item.excerpt}</p>
              <Link
                to={`${marketingRoutes.news}#${item.id}`}
                className="mt-4 text-sm font-semibold text-teal hover:underline focus-visible:outline-2"
              >
                Read More<span className="sr-only"> about {item.title}</span>
              </Link>
            </div>
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={marketingRoutes.news} className={buttonClasses('secondary', 'lg')}>
          View All News
        </Link>
      </div>
    </Section>
  );
}
