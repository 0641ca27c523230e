import { messages, routes, type CategoryView } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { categoryColumns } from '../components/catalog-columns';
import { catalogTexts } from '../components/catalog-texts';
import { DeleteDialog } from '../components/delete-dialog';
import { EditCategoryDialog } from '../components/edit-category-dialog';
import { ListSection } from '../components/list-section';

// SPEC.md §2 Vehicle Categories: the list with an edit popup and delete after confirmation.
export function VehicleTypeRoute() {
  const categories = useCategories();
  const [editing, setEditing] = useState<CategoryView | null>(null);
  const remove = useConfirmedAction<CategoryView>(useDeleteCategory(), {
    success: messages.catalog.categoryDeleted,
    failure: messages.catalog.failedDeleteCategory,
  });
  return (
    <>
      <PageHeader
        title="Vehicle Categories"
        description="The vehicle types customers choose when they book, with their subcategories."
        actions={
          <>
            <RefreshButton onClick={() => void categories.refetch()} busy={categories.isFetching} />
            <Link to={routes.createCategory} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Create Category
            </Link>
          </>
        }
      />
      <ListSection query={categories} loading={catalogTexts.loadingCategories} failure={messages.catalog.failedCategories}>
        {(rows) => (
          <DataTable
            caption="Categories"
            columns={categoryColumns}
            data={rows}
            getRowId={(c) => c._id}
            getRowName={(c) => c.name}
            onEdit={setEditing}
            onDelete={remove.ask}
          />
        )}
      </ListSection>
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
      <DeleteDialog name={remove.target?.name} what="category" note={catalogTexts.deleteCategory} flow={remove} />
    </>
  );
}
