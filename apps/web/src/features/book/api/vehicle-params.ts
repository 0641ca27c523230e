import type { BookDraft } from '../hooks/book-draft';

/** How the quote and the free times learn the car: by its type's names (a saved car's come with it). */
export const vehicleParams = (draft: Pick<BookDraft, 'categoryName' | 'subName'>) => ({
  categoryName: draft.categoryName || undefined,
  subName: draft.subName || undefined,
});

export const addOnsParam = (addOns: readonly string[]) => (addOns.length ? addOns.join(',') : undefined);
