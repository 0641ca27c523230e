import { messagingMessages, routes } from '@autospa/contract';
import { TriangleAlert } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';

// Issue 19: messages that could not reach customers coming in the next 24 hours; the owner may want to call them.
export function MessageFailuresFlag({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <span className="font-medium">{messagingMessages.failuresFlag(count)}</span>
      <TextLink to={`${routes.notifications}?status=failed`} className="text-amber-900 underline">
        See the failed messages
      </TextLink>
    </p>
  );
}
