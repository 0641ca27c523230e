import { routes } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';

const next = `?${new URLSearchParams({ next: routes.book }).toString()}`;

// Sign In / Sign Up and back to this booking (its state waits in sessionStorage).
export function AccountLinks({ lead, className }: { lead: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      {lead} <TextLink to={`${routes.login}${next}`}>Sign in</TextLink> to use your saved cars, or{' '}
      <TextLink to={`${routes.register}${next}`}>create an account</TextLink>. Or just carry on as a guest.
    </p>
  );
}
