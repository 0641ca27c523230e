import type { ReactNode } from 'react';
import { Spinner } from './spinner';

// A list's loading, error and empty states (SPEC.md §4: loading, loaded, or error message).
export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-600">
      <Spinner />
      {text}
    </p>
  );
}

export function ListError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-navy">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}
