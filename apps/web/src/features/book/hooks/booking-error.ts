import { messages } from '@autospa/contract';
import { ApiError } from '@/lib/api-client';
import type { StepKey } from './steps';

const m = messages.bookings;
const timeProblems: readonly string[] = [m.slotFull, m.closed, m.carBusy, m.noSuchTime, m.datePassed, m.timePassed, m.tooFarAhead];

/**
 * The step a failed confirm concerns, so its message shows there: the time (slot taken, closed, passed), the
 * car, the service, or else the review itself (the guest's details, the customer's booking limit...).
 */
export function stepOfError(error: unknown): StepKey {
  if (!(error instanceof ApiError)) return 'review';
  const text = error.serverMessage ?? '';
  if (timeProblems.includes(text) || /^(Date|Time) /.test(text)) return 'time';
  if (error.status === 409 && /slot|bay|time/i.test(text)) return 'time';
  if (/^(Category|SubCategory|Car|Plate|Vehicle)\b|vehicle|car number|plate|garage/i.test(text) && !/customer/i.test(text))
    return 'vehicle';
  if (/^Service\b|add-on/i.test(text) || text === m.publicServiceUnavailable) return 'service';
  return 'review';
}

export function confirmErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0)
    return 'We could not reach Auto Spa. Please try again: you will not be booked twice.';
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return m.failedCreate;
}
