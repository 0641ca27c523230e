import { routes } from '@autospa/contract';
import { MessageSquare } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';

// Issue 19: the booking's mails, reminders and their delivery, in the Admin's message log.
export function BookingMessagesLink({ bookingId }: { bookingId: string }) {
  return (
    <p className="flex items-center gap-2 border-t border-slate-100 pt-4 text-sm">
      <MessageSquare aria-hidden="true" className="size-4 text-teal" />
      <TextLink to={`${routes.notifications}?bookingId=${encodeURIComponent(bookingId)}`}>Messages sent about this booking</TextLink>
    </p>
  );
}
