import { messages, type SubCategoryView, type UpdateSubCategoryBody } from '@autospa/contract';
import { useUpdateSubCategory } from '../api/update-sub-category';
import { EditPopup } from './edit-popup';
import { updateSubCategoryResolver } from './resolvers';
import { SubCategoryFields } from './sub-category-fields';

export function EditSubCategoryDialog({ subCategory, onClose }: { subCategory: SubCategoryView | null; onClose: () => void }) {
  const update = useUpdateSubCategory();
  return (
    <EditPopup<UpdateSubCategoryBody, Parameters<typeof update.mutate>[0]>
      title={`Edit ${subCategory?.subName ?? 'subcategory'}`}
      open={subCategory !== null}
      onClose={onClose}
      resolver={updateSubCategoryResolver}
      defaults={{ subName: subCategory?.subName ?? '' }}
      mutation={update}
      toVariables={(body) => ({ id: subCategory!._id, body })}
      texts={{ success: messages.catalog.subCategoryUpdated, failure: messages.catalog.failedUpdateSubCategory }}
    >
      <p className="text-sm text-slate-600">
        Category: <span className="font-medium text-navy">{subCategory?.category.name}</span>
      </p>
      <SubCategoryFields />
    </EditPopup>
  );
}
