import { Construction } from 'lucide-react';
import { DocumentTitle } from '@/components/ui/document-title';

// Stand-in for a signed-in screen until it is built.
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <DocumentTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-navy">{title}</h1>
      <p className="mt-3 flex items-center gap-2 text-slate-600">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-teal" />
        This screen is coming soon.
      </p>
    </section>
  );
}
