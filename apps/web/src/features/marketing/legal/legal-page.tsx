import type { LegalDocument } from '@/content/legal/types';
import { container } from '../shared/layout';
import { PageMeta } from '../shared/page-meta';

// A legal text with its contents list; every heading can be linked to.
export function LegalPage({ document, description }: { document: LegalDocument; description: string }) {
  return (
    <>
      <PageMeta title={document.title} description={description} />
      <div className="bg-navy py-14 text-white">
        <div className={container}>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{document.title}</h1>
          <p className="mt-3 text-slate-200">Last updated: {document.updated}</p>
        </div>
      </div>
      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[16rem_1fr]`}>
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-widest text-teal uppercase">Contents</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-navy hover:text-teal hover:underline focus-visible:outline-2">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 text-lg text-slate-700">
          <p>{document.intro}</p>
          {document.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight text-navy">
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
