import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-navy ' +
  'placeholder:text-slate-500 transition-colors ' +
  'focus:border-teal focus:outline-2 focus:outline-offset-0 ' +
  'aria-[invalid=true]:border-danger disabled:bg-slate-100';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
