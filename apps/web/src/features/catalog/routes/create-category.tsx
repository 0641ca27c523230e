import { messages, type CategoryBody } from '@autospa/contract';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateCategory } from '../api/create-category';
import { CatalogForm } from '../components/catalog-form';
import { CategoryNameField } from '../components/category-name-field';
import { emptyCategory } from '../components/empty-forms';
import { FormCard } from '../components/form-card';
import { categoryResolver } from '../components/resolvers';

// SPEC.md §2 Create Category (POST /tor/create-Category {name}).
export function CreateCategoryRoute() {
  const create = useCreateCategory();
  return (
    <>
      <PageHeader title="Create Category" description="Add a vehicle type customers can choose when they book." />
      <FormCard>
        <CatalogForm<CategoryBody>
          resolver={categoryResolver}
          empty={emptyCategory}
          mutation={create}
          texts={{ success: messages.catalog.categoryCreated, failure: messages.catalog.failedCreateCategory }}
          submitLabel="Create Category"
        >
          <CategoryNameField />
        </CatalogForm>
      </FormCard>
    </>
  );
}
