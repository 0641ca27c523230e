import type { ReactNode } from 'react';

// A creation form's white card on its own screen.
export const FormCard = ({ children }: { children: ReactNode }) => (
  <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">{children}</section>
);
