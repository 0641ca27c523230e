import type { SubscriptionView } from '@autospa/contract';
import { formatRupees } from '@/lib/format';
import { useMyPlans } from '../api/get-my-plans';
import type { BookDraft } from './book-draft';
import type { Price } from './use-price';

/** A plan that can pay this booking: active, for this car, its services include this one, credits left. */
const pays = (draft: BookDraft) => (s: SubscriptionView) =>
  s.status === 'active' &&
  s.plan.kind !== 'daily' &&
  s.vehicle._id === draft.vehicleId &&
  s.plan.serviceNames.includes(draft.serviceName) &&
  s.balance > 0;

/** Issue 20: the customer's plans that can pay the draft with one credit, and the one chosen (null: pay the price). */
export function useCredit(draft: BookDraft, signedIn: boolean) {
  const plans = useMyPlans(signedIn);
  const options = signedIn ? (plans.data ?? []).filter(pays(draft)) : [];
  const chosen = options.find((s) => s._id === draft.subscriptionId) ?? null;
  return { options, chosen };
}

export const CREDIT_PRICE = '1 credit';

/** The price paid with a credit: the service is '1 credit'; add-ons, if any, are still paid in ₹. */
export function creditPrice(price: Price): Price {
  const addOnsPaise = price.items.filter((i) => i.kind === 'addOn').reduce((sum, i) => sum + i.pricePaise, 0);
  return {
    ...price,
    items: price.items.map((i) => (i.kind === 'service' ? { ...i, price: CREDIT_PRICE } : i)),
    total: addOnsPaise > 0 ? `${CREDIT_PRICE} + ${formatRupees(addOnsPaise)}` : CREDIT_PRICE,
    totalPaise: addOnsPaise,
    estimate: false,
  };
}
