import { messages, routes, type SubCategoryView } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteSubCategory } from '../api/delete-sub-category';
import { useSubCategories } from '../api/get-sub-categories';
import { subCategoryColumns } from '../components/catalog-columns';
import { catalogTexts } from '../components/catalog-texts';
import { DeleteDialog } from '../components/delete-dialog';
import { EditSubCategoryDialog } from '../components/edit-sub-category-dialog';
import { ListSection } from '../components/list-section';

// SPEC.md §2 All SubCategories: the list with an edit popup and delete after confirmation.
export function AllSubCategoryRoute() {
  const subCategories = useSubCategories();
  const [editing, setEditing] = useState<SubCategoryView | null>(null);
  const remove = useConfirmedAction<SubCategoryView>(useDeleteSubCategory(), {
    success: messages.catalog.subCategoryDeleted,
    failure: messages.catalog.failedDeleteSubCategory,
  });
  return (
    <>
      <PageHeader
        title="All SubCategories"
        description="The finer vehicle types within each category."
        actions={
          <>
            <RefreshButton onClick={() => void subCategories.refetch()} busy={subCategories.isFetching} />
            <Link to={routes.createSubcategory} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Create SubCategory
            </Link>
          </>
        }
      />
      <ListSection query={subCategories} loading={catalogTexts.loadingSubCategories} failure={messages.catalog.failedSubCategories}>
        {(rows) => (
          <DataTable
            caption="SubCategories"
            columns={subCategoryColumns}
            data={rows}
            getRowId={(s) => s._id}
            getRowName={(s) => s.subName}
            onEdit={setEditing}
            onDelete={remove.ask}
          />
        )}
      </ListSection>
      <EditSubCategoryDialog subCategory={editing} onClose={() => setEditing(null)} />
      <DeleteDialog name={remove.target?.subName} what="subcategory" note={catalogTexts.deleteSubCategory} flow={remove} />
    </>
  );
}
