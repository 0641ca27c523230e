import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { cn } from '@/lib/cn';

type AuthCardProps = {
  title: string;
  pageTitle?: string;
  description?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

// The centred card every sign-in screen uses.
export function AuthCard({ title, pageTitle, description, footer, wide = false, children }: AuthCardProps) {
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
      <DocumentTitle title={pageTitle ?? title} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy">{title}</h1>
        {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
