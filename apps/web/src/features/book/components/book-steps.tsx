import { useSlots } from '../api/get-slots';
import type { BookDraft } from '../hooks/book-draft';
import { useBookDraft } from '../hooks/use-book-draft';
import { useBookFlow } from '../hooks/use-book-flow';
import { useConfirm } from '../hooks/use-confirm';
import { usePreselectedService } from '../hooks/use-preselected-service';
import { creditPrice, useCredit } from '../hooks/use-credit';
import { usePrice } from '../hooks/use-price';
import { ReviewStep } from './review-step';
import { ServiceStep } from './service-step';
import { StepSection } from './step-section';
import { TimeStep } from './time-step';
import { VehicleStep } from './vehicle-step';
import { whenLabel } from './when-label';

// The five steps on one screen: car → service and add-ons → day and time → review → confirm.
export function BookSteps({ signedIn }: { signedIn: boolean }) {
  const { draft, update } = useBookDraft(usePreselectedService());
  const flow = useBookFlow(draft, update, signedIn);
  const fullPrice = usePrice(draft);
  // Issue 20: a plan's credit pays the service ('1 credit'); a choice no longer possible is dropped.
  const credit = useCredit(draft, signedIn);
  const price = credit.chosen && fullPrice ? creditPrice(fullPrice) : fullPrice;
  const slots = useSlots(draft);
  const { confirm, sending, detailErrors, errorFor, clearError } = useConfirm({
    draft: { ...draft, subscriptionId: credit.chosen?._id ?? '' },
    update,
    signedIn,
    atDoor: price?.atDoor ?? false,
    showStep: flow.edit,
  });
  const chosenSlot = slots.data?.slots.find((s) => s.time === draft.time);
  // Any change by the customer clears an error shown from the last confirm.
  const change = (c: Partial<BookDraft>) => {
    clearError();
    update(c);
  };
  // Another type of car may take other minutes: its time is chosen again.
  const sameType = (c: Partial<BookDraft>) =>
    (c.categoryName ?? draft.categoryName) === draft.categoryName && (c.subName ?? draft.subName) === draft.subName;
  const extras = draft.addOns.length ? ` + ${draft.addOns.join(', ')}` : '';

  return (
    <ol className="mt-6 space-y-3">
      <li>
        <StepSection
          id="book-vehicle"
          number={1}
          title="Your car"
          state={flow.states.vehicle}
          onChange={() => flow.edit('vehicle')}
          error={errorFor('vehicle')}
          summary={
            draft.plate && (
              <>
                <span className="font-mono font-semibold text-navy">{draft.plate}</span> ·{' '}
                {[draft.categoryName, draft.subName].filter(Boolean).join(', ')}
              </>
            )
          }
        >
          <VehicleStep draft={draft} update={(c) => change(sameType(c) ? c : { ...c, time: '' })} signedIn={signedIn} onDone={flow.next} />
        </StepSection>
      </li>
      <li>
        <StepSection
          id="book-service"
          number={2}
          title="Service and add-ons"
          state={flow.states.service}
          onChange={() => flow.edit('service')}
          error={errorFor('service')}
          summary={draft.serviceName && `${draft.serviceName}${extras}${price ? ` · ${price.total}` : ''}`}
        >
          <ServiceStep
            draft={draft}
            update={(c) => {
              flow.hold('service');
              change({ ...c, time: '' });
            }}
            price={price}
            onDone={flow.next}
          />
        </StepSection>
      </li>
      <li>
        <StepSection
          id="book-time"
          number={3}
          title="Day and time"
          state={flow.states.time}
          onChange={() => flow.edit('time')}
          error={errorFor('time')}
          summary={draft.date && draft.time ? whenLabel(draft.date, draft.time) : null}
        >
          <TimeStep draft={draft} update={change} onDayPicked={() => flow.hold('time')} onDone={flow.next} />
        </StepSection>
      </li>
      <li>
        <StepSection id="book-review" number={4} title="Review and confirm" state={flow.states.review} error={errorFor('review')}>
          <ReviewStep
            draft={draft}
            update={update}
            signedIn={signedIn}
            price={price}
            locked={chosenSlot?.changeable === false}
            errors={detailErrors}
            sending={sending}
            onConfirm={confirm}
            credits={{ options: credit.options, fullPrice: fullPrice?.total ?? null }}
          />
        </StepSection>
      </li>
    </ol>
  );
}
