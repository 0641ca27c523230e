import { messages, type CategoryBody, type CategoryView } from '@autospa/contract';
import { useUpdateCategory } from '../api/update-category';
import { CategoryNameField } from './category-name-field';
import { EditPopup } from './edit-popup';
import { categoryResolver } from './resolvers';

export function EditCategoryDialog({ category, onClose }: { category: CategoryView | null; onClose: () => void }) {
  const update = useUpdateCategory();
  return (
    <EditPopup<CategoryBody, Parameters<typeof update.mutate>[0]>
      title={`Edit ${category?.name ?? 'category'}`}
      open={category !== null}
      onClose={onClose}
      resolver={categoryResolver}
      defaults={{ name: category?.name ?? '' }}
      mutation={update}
      toVariables={(body) => ({ id: category!._id, body })}
      texts={{ success: messages.catalog.categoryUpdated, failure: messages.catalog.failedUpdateCategory }}
    >
      <CategoryNameField />
    </EditPopup>
  );
}
