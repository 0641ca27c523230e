import type { BookDraft } from '../hooks/book-draft';

/** How the quote and the free times learn the car: a saved one by id, else its type by names. */
export function vehicleParams(draft: Pick<BookDraft, 'vehicleId' | 'categoryName' | 'subName'>) {
  return draft.vehicleId
    ? { vehicleId: draft.vehicleId }
    : { categoryName: draft.categoryName || undefined, subName: draft.subName || undefined };
}

export const addOnsParam = (addOns: readonly string[]) => (addOns.length ? addOns.join(',') : undefined);
