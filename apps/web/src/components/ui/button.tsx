import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-70';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal text-white hover:bg-teal-dark',
  secondary: 'border border-slate-300 bg-white text-navy hover:bg-slate-50',
  ghost: 'text-teal hover:bg-teal/10 hover:text-teal-dark',
  danger: 'bg-danger text-white hover:bg-red-700',
};

// Shared with links styled as buttons.
export function buttonClasses(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  return cn(base, variants[variant], size === 'lg' ? 'h-12 px-6 text-base' : 'h-11 px-4');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: 'md' | 'lg' };

export function Button({ variant = 'primary', size = 'md', className, type = 'button', disabled, ...props }: ButtonProps) {
  // A submit button in the server's HTML waits for the app: until then the browser would send its form itself.
  const hydrated = useHydrated();
  const waiting = type === 'submit' && !hydrated;
  return <button type={type} disabled={disabled || waiting} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
