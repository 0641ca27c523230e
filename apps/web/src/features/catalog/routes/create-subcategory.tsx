import { messages, type CreateSubCategoryBody } from '@autospa/contract';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { listErrorText } from '@/lib/read-list';
import { useCreateSubCategory } from '../api/create-sub-category';
import { useCategories } from '../api/get-categories';
import { CatalogForm } from '../components/catalog-form';
import { catalogTexts } from '../components/catalog-texts';
import { emptySubCategory } from '../components/empty-forms';
import { FormCard } from '../components/form-card';
import { createSubCategoryResolver } from '../components/resolvers';
import { SubCategoryFields } from '../components/sub-category-fields';

// SPEC.md §2 Create SubCategory: the category dropdown comes from GET /tor/get-categories.
export function CreateSubCategoryRoute() {
  const categories = useCategories();
  const create = useCreateSubCategory();
  return (
    <>
      <PageHeader title="Create SubCategory" description="Add a finer vehicle type within a category." />
      <FormCard>
        {categories.isPending ? (
          <ListLoading text={catalogTexts.loadingCategories} />
        ) : categories.isError ? (
          <ListError text={listErrorText(categories.error, messages.catalog.failedCategories)} />
        ) : (
          <CatalogForm<CreateSubCategoryBody>
            resolver={createSubCategoryResolver}
            empty={emptySubCategory}
            mutation={create}
            texts={{ success: messages.catalog.subCategoryCreated, failure: messages.catalog.failedCreateSubCategory }}
            submitLabel="Create SubCategory"
          >
            <SubCategoryFields categories={categories.data.map((c) => c.name)} />
          </CatalogForm>
        )}
      </FormCard>
    </>
  );
}
