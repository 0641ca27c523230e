import type { CategoryView, ServicePriceRow } from '@autospa/contract';

/** One line of the grid editor: a category's row, or one of its subcategories' overrides. */
export interface GridLine {
  categoryId: string;
  subCategoryId: string | null;
  label: string;
  /** The category's name, for a subcategory line. */
  parent: string | null;
  /** The index of the category's own line, for a subcategory line. */
  parentIndex: number | null;
}

export type GridValues = { rows: { price: string; minutes: string }[]; addOnIds: string[]; atDoor: boolean };

/** Categories in order, each followed by its subcategories. */
export function gridLines(categories: CategoryView[]): GridLine[] {
  const lines: GridLine[] = [];
  for (const c of categories) {
    const parentIndex = lines.length;
    lines.push({ categoryId: c._id, subCategoryId: null, label: c.name, parent: null, parentIndex: null });
    for (const s of c.subCategory) lines.push({ categoryId: c._id, subCategoryId: s._id, label: s.subName, parent: c.name, parentIndex });
  }
  return lines;
}

export const cellOf = (prices: ServicePriceRow[], line: GridLine) =>
  prices.find((p) => p.categoryId === line.categoryId && p.subCategoryId === line.subCategoryId);
