import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

// Each signed-in screen's one <h1>, its tab title and the buttons that act on the whole page.
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <DocumentTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-navy">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
