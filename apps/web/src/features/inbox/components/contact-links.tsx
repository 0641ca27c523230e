import { Mail, Phone } from 'lucide-react';
import { cn } from '@/lib/cn';

const linkClass = 'inline-flex items-center gap-1.5 rounded-sm text-teal-dark underline-offset-2 hover:underline';

/**
 * mailto: with the address only, each side of the @ percent-encoded: an address stored before the server
 * refused ? & , and line breaks still cannot add cc=, body= or a header to the mail (issue 14, item 7).
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? `mailto:${encodeURIComponent(email)}`
    : `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

// Email and phone as links that open the mail app or the dialler.
// In a table the address stays on one line (the table scrolls); elsewhere it may wrap anywhere.
export function EmailLink({ email, wrap = false }: { email: string; wrap?: boolean }) {
  return (
    <a href={mailtoHref(email)} className={cn(linkClass, wrap ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap')}>
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
