import type { ReactNode } from 'react';

/** One fact of a description list: an icon standing for the term (named for screen readers), then the value. */
export function IconDetail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0">
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
