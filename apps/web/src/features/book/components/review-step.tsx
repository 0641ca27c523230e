import type { SubscriptionView } from '@autospa/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { BookDraft } from '../hooks/book-draft';
import type { DetailErrors } from '../hooks/guest-details';
import type { Price } from '../hooks/use-price';
import { CreditChoice } from './credit-choice';
import { AccountLinks } from './account-links';
import { GuestFields } from './guest-fields';
import { PriceSummary } from './price-summary';
import { LOCKED_NOTE } from './slot-grid';
import { whenLabel } from './when-label';
import { WhereFields } from './where-fields';

type ReviewStepProps = {
  draft: BookDraft;
  update: (change: Partial<BookDraft>) => void;
  signedIn: boolean;
  price: Price | null;
  /** The chosen start is within 24 hours. */
  locked: boolean;
  errors: DetailErrors;
  sending: boolean;
  onConfirm: () => void;
  /** Issue 20: the plans that can pay with a credit, and the price without one. */
  credits?: { options: SubscriptionView[]; fullPrice: string | null };
};

const row = 'flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm';

/** Steps 4 and 5: everything once more, the price item by item, the rules; a guest's details; confirm. */
export function ReviewStep({ draft, update, signedIn, price, locked, errors, sending, onConfirm, credits }: ReviewStepProps) {
  const atDoor = price?.atDoor ?? false;
  return (
    <form
      noValidate
      className="space-y-5"
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      <dl className="space-y-2">
        <div className={row}>
          <dt className="text-slate-600">Car</dt>
          <dd className="font-semibold text-navy">
            <span className="font-mono">{draft.plate}</span> · {[draft.categoryName, draft.subName].filter(Boolean).join(', ')}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">When</dt>
          <dd className="font-semibold text-navy">{whenLabel(draft.date, draft.time)}</dd>
        </div>
      </dl>
      {credits && credits.options.length > 0 && (
        <CreditChoice
          options={credits.options}
          value={draft.subscriptionId}
          priceText={credits.fullPrice}
          onChange={(subscriptionId) => update({ subscriptionId, idempotencyKey: '' })}
        />
      )}
      {price && <PriceSummary price={price} />}
      <WhereFields atDoor={atDoor} draft={draft} update={update} error={errors.address} />
      <div className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
        <p className="font-semibold text-navy">Changes and cancellation</p>
        <p className="mt-1">
          Reschedule or cancel online up to 24 hours before the start, and any booking within 15 minutes of making it. Payment at the wash:
          cash, UPI or card.
        </p>
        {locked && (
          <p className="mt-2 font-medium text-navy">This time starts within 24 hours: it {LOCKED_NOTE}, except in the first 15 minutes.</p>
        )}
      </div>
      {!signedIn && (
        <>
          <GuestFields draft={draft} update={update} errors={errors} />
          <AccountLinks lead="Have an account?" />
        </>
      )}
      <Button type="submit" size="lg" disabled={sending} className="w-full">
        {sending && <Spinner />}
        {sending ? 'Booking...' : price ? `Confirm booking · ${price.total}` : 'Confirm booking'}
      </Button>
    </form>
  );
}
