import { Mail, Phone } from 'lucide-react';
import { cn } from '@/lib/cn';

const linkClass = 'inline-flex items-center gap-1.5 rounded-sm text-teal-dark underline-offset-2 hover:underline';

// Email and phone as links that open the mail app or the dialler.
// In a table the address stays on one line (the table scrolls); elsewhere it may wrap anywhere.
export function EmailLink({ email, wrap = false }: { email: string; wrap?: boolean }) {
  return (
    <a href={`mailto:${email}`} className={cn(linkClass, wrap ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap')}>
      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={cn(linkClass, 'whitespace-nowrap')}>
      <Phone aria-hidden="true" className="size-3.5 shrink-0" />
      {phone}
    </a>
  );
}
