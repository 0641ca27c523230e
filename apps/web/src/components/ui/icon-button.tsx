import type { ComponentProps, ComponentType } from 'react';
import { cn } from '@/lib/cn';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The accessible name, e.g. 'Edit Meera'; also shown as a tooltip. */
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone?: 'default' | 'danger';
};

export function IconButton({ label, icon: Icon, tone = 'default', className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        tone === 'danger' ? 'text-danger hover:bg-red-50' : 'text-teal hover:bg-teal/10 hover:text-teal-dark',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
