// Texts of the catalog screens that SPEC.md does not give.
export const catalogTexts = {
  loadingServices: 'Loading services...',
  loadingCategories: 'Loading categories...',
  loadingSubCategories: 'Loading subcategories...',
  deleteService: 'It disappears from the list and from booking. A service with bookings cannot be deleted: set it Inactive instead.',
  deleteCategory: 'Its subcategories go with it. A category whose subcategories have bookings cannot be deleted.',
  deleteSubCategory: 'A subcategory with bookings cannot be deleted, so booking history stays intact.',
} as const;
