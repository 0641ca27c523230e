import { useCategoryNames } from '../api/get-category-names';
import { useServiceNames } from '../api/get-service-names';
import { useSubCategoryNames } from '../api/get-sub-category-names';

/** Create Booking's three dropdown lists, all requested at once when the screen opens (SPEC.md §7). */
export function useBookingChoices(category: string) {
  const categories = useCategoryNames();
  const subCategories = useSubCategoryNames();
  const services = useServiceNames();
  const all = subCategories.data ?? [];
  return {
    categories: categories.data ?? [],
    // Only the chosen category's subcategories (names match whatever their case on the server, too).
    subCategories: category ? all.filter((s) => s.category.name.toLowerCase() === category.toLowerCase()) : [],
    services: services.data ?? [],
    loading: categories.isPending || subCategories.isPending || services.isPending,
    failed: categories.isError || subCategories.isError || services.isError,
  };
}
