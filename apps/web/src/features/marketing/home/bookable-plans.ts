import type { PublicServiceView } from '@autospa/contract';
import { pricePlans, type PricePlan } from '@/content/home/pricing';

export type BookablePlan = PricePlan & { service: PublicServiceView };

/** The home plans a customer can book: each with its catalog service (active); a plan without one is left out. */
export function bookablePlans(services: readonly PublicServiceView[]): BookablePlan[] {
  return pricePlans.flatMap((plan) => {
    const service = services.find((s) => s.publicKey === plan.serviceKey);
    return service ? [{ ...plan, service }] : [];
  });
}
