import { useEffect } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';

const meta = () => document.querySelector('meta[name="description"]');
// index.html's own description, put back when a page that set its own is left.
const defaultDescription = meta()?.getAttribute('content') ?? '';

function setDescription(content: string) {
  meta()?.setAttribute('content', content);
}

// Title (React hoists <title>) and the description meta of index.html, per page; restored on leaving.
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    setDescription(description);
    return () => setDescription(defaultDescription);
  }, [description]);
  return <DocumentTitle title={title} />;
}
