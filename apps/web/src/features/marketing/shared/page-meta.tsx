import { useEffect } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';

// Module scope runs in Node too when the build prerenders a page (scripts/prerender.mjs): no DOM there.
const meta = () => (typeof document === 'undefined' ? null : document.querySelector('meta[name="description"]'));
// index.html's own description, put back when a page that set its own is left.
const defaultDescription = meta()?.getAttribute('content') ?? '';

function setDescription(content: string) {
  meta()?.setAttribute('content', content);
}

// Title (React hoists <title>) and the description meta of index.html, per page; restored on leaving.
// The prerendered page gets its description as a <meta> the prerender script moves into <head>; in the
// browser build that branch is removed (import.meta.env.SSR is false), so the live page has one description.
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    setDescription(description);
    return () => setDescription(defaultDescription);
  }, [description]);
  return (
    <>
      <DocumentTitle title={title} />
      {import.meta.env.SSR && <meta name="description" content={description} />}
    </>
  );
}
