import { formatNewsDate, news } from '@/content/home/news';
import { CtaBand } from '../shared/cta-band';
import { Illustration } from '../shared/illustration';
import { container } from '../shared/layout';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';

// 'View All News' and each news card's 'Read More' (with #article-id) land here.
export function NewsPage() {
  return (
    <>
      <PageMeta title="News" description="News and car care tips from Auto Spa: water recycling, door-step waterless wash, monsoon care." />
      <PageHero
        eyebrow="News"
        title="News and car care tips"
        lead="What is new at Auto Spa, and advice to keep your car looking after itself."
      />
      <div className={`${container} space-y-16 py-16`}>
        {news.map((item) => (
          <article
            key={item.id}
            id={item.id}
            aria-labelledby={`${item.id}-title`}
            className="grid scroll-mt-24 gap-8 md:grid-cols-[2fr_3fr]"
          >
            <div className="overflow-hidden rounded-3xl border border-slate-200">
              <Illustration art={item.image} decorative />
            </div>
            <div>
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-teal">{item.category}</span> ·{' '}
                <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
              </p>
              <h2 id={`${item.id}-title`} className="mt-2 text-3xl font-bold tracking-tight">
                {item.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg text-slate-700">
                {item.body.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </div>
          </article>
        ))}
      </div>
      <CtaBand />
    </>
  );
}
