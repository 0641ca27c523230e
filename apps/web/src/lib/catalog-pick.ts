import { routes, type PublicServiceKey, type PublicServiceView } from '@autospa/contract';

/**
 * Which of the catalog's services a page shows: those answering the Book Now choices named (publicKey), those
 * done at the door, or all. Pages name a choice, never a price: the price is the catalog's.
 */
export type CatalogPick = { keys?: PublicServiceKey[]; atDoor?: boolean };

export function pickServices(services: readonly PublicServiceView[], pick: CatalogPick): PublicServiceView[] {
  return services.filter(
    (s) =>
      (pick.keys === undefined || (s.publicKey !== null && pick.keys.includes(s.publicKey))) &&
      (pick.atDoor === undefined || s.atDoor === pick.atDoor),
  );
}

/** The booking flow with the service chosen. */
export const bookServiceHref = (service: PublicServiceView) =>
  `${routes.book}?${new URLSearchParams({ service: service.serviceName }).toString()}`;
