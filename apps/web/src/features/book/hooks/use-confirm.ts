import { routes } from '@autospa/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmBooking } from '../api/confirm-booking';
import { forgetDraft, type BookDraft } from './book-draft';
import { confirmErrorText, stepOfError } from './booking-error';
import { checkDetails, type DetailErrors } from './guest-details';
import { newIdempotencyKey } from './new-key';
import type { StepKey } from './steps';

type ConfirmOptions = {
  draft: BookDraft;
  update: (change: Partial<BookDraft>) => void;
  signedIn: boolean;
  atDoor: boolean;
  /** Opens the step a server error concerns. */
  showStep: (step: StepKey) => void;
};

/**
 * Confirm, once: the button is disabled while sending and a second tap before that re-render is ignored; the
 * review's Idempotency-Key is kept across retries, so even a repeat that reaches the server books nothing twice.
 */
export function useConfirm({ draft, update, signedIn, atDoor, showStep }: ConfirmOptions) {
  const navigate = useNavigate();
  const mutation = useConfirmBooking();
  const inFlight = useRef(false);
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  const [failure, setFailure] = useState<{ step: StepKey; message: string } | null>(null);

  const confirm = () => {
    if (inFlight.current) return;
    const errors = checkDetails(draft, !signedIn, atDoor);
    setDetailErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const idempotencyKey = draft.idempotencyKey || newIdempotencyKey();
    if (!draft.idempotencyKey) update({ idempotencyKey });
    inFlight.current = true;
    setFailure(null);
    mutation.mutate(
      { draft, signedIn, atDoor, idempotencyKey },
      {
        onSuccess: (done) => {
          forgetDraft();
          void navigate(
            done.kind === 'customer'
              ? `${routes.bookingConfirmed}?${new URLSearchParams({ id: done.bookingId }).toString()}`
              : `${routes.manageBooking}?${new URLSearchParams({ token: done.manageToken }).toString()}`,
          );
        },
        onError: (error) => {
          const step = stepOfError(error);
          setFailure({ step, message: confirmErrorText(error) });
          // The time is gone: back to a fresh grid (the booking caches reload after any confirm).
          if (step === 'time') update({ time: '' });
          if (step !== 'review') showStep(step);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return {
    confirm,
    sending: mutation.isPending || mutation.isSuccess,
    detailErrors,
    errorFor: (step: StepKey) => (failure?.step === step ? failure.message : null),
    clearError: () => setFailure(null),
  };
}
