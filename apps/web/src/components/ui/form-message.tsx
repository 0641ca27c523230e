import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type FormAlertProps = { message: string | null | undefined; className?: string };

// An error for the whole form; role="alert" so screen readers announce it at once.
export function FormAlert({ message, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cn('flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-danger', className)}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

export type StatusTone = 'success' | 'error' | 'info';

type FormStatusProps = { message: string | null | undefined; tone?: StatusTone; className?: string };

// A polite live region that is always in the page, so each new message is announced.
export function FormStatus({ message, tone = 'info', className }: FormStatusProps) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role="status"
      className={cn(
        'text-sm font-medium',
        tone === 'success' && 'text-eco',
        tone === 'error' && 'text-danger',
        tone === 'info' && 'text-navy',
        className,
      )}
    >
      {message && (
        <span className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </span>
      )}
    </div>
  );
}
