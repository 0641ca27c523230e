import { DocumentTitle } from '@/components/ui/document-title';
import { usePageDescription } from '@/lib/page-head';

/** A public page's title and description in <head> (the server render writes them; restored on leaving). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  usePageDescription(description);
  return <DocumentTitle title={title} />;
}
