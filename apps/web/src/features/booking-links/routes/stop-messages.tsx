import { marketingRoutes, messagingMessages } from '@autospa/contract';
import { BellOff } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { useMessageOptOut } from '../api/message-opt-out';

const CHANNEL_NAMES = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

// /stop/<token> (public): the opt-out link of an SMS or WhatsApp message. Opening it changes nothing; the button does.
export function StopMessagesRoute() {
  const { token = '' } = useParams();
  const optOut = useMessageOptOut();
  const done = optOut.data;
  return (
    <div className="mx-auto w-full max-w-md">
      <DocumentTitle title="Stop messages" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy">Stop messages</h1>
        <p className="mt-2 text-sm text-slate-600">
          No more reminders or notices from Auto Spa by text message on this channel. Receipts and booking emails still come by email.
        </p>
        <div className="mt-6 space-y-4">
          {!token && <FormAlert message={messagingMessages.badOptOutLink} />}
          {token && !done && (
            <Button size="lg" className="w-full" disabled={optOut.isPending} onClick={() => optOut.mutate(token)}>
              {optOut.isPending ? <Spinner /> : <BellOff aria-hidden="true" className="size-5" />}
              {optOut.isPending ? 'Stopping...' : 'Stop these messages'}
            </Button>
          )}
          <FormStatus message={done ? `${done.message} (${CHANNEL_NAMES[done.channel]} to ${done.recipient})` : undefined} tone="success" />
          {optOut.isError && <FormAlert message={errorMessage(optOut.error, messagingMessages.badOptOutLink)} />}
        </div>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Questions? <TextLink to={marketingRoutes.contact}>Call or write to us</TextLink>.
      </p>
    </div>
  );
}
