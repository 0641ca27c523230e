import { messages, type ServiceView } from '@autospa/contract';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';
import { useUpdateService } from '../api/update-service';
import { AddServiceDialog } from '../components/add-service-dialog';
import { serviceColumns } from '../components/catalog-columns';
import { catalogTexts } from '../components/catalog-texts';
import { DeleteDialog } from '../components/delete-dialog';
import { EditServiceDialog } from '../components/edit-service-dialog';
import { ListSection } from '../components/list-section';
import { ServicePricesButton } from '../components/service-prices-button';
import { ServiceStatusToggle } from '../components/service-status-toggle';

// SPEC.md §2 Service List: the table, an edit popup, a working Add New, Active/Inactive and delete.
export function AllServicesRoute() {
  const services = useServices();
  const update = useUpdateService();
  const [editing, setEditing] = useState<ServiceView | null>(null);
  const remove = useConfirmedAction<ServiceView>(useDeleteService(), {
    success: messages.catalog.serviceDeleted,
    failure: messages.catalog.failedDeleteService,
  });
  return (
    <>
      <PageHeader
        title="All Services"
        description="What customers can book, at what price and for how long. Inactive services stay in history but cannot be booked."
        actions={
          <>
            <RefreshButton onClick={() => void services.refetch()} busy={services.isFetching} />
            <AddServiceDialog />
          </>
        }
      />
      <ListSection query={services} loading={catalogTexts.loadingServices} failure={messages.catalog.failedServiceList}>
        {(rows) => (
          <DataTable
            caption="Services"
            columns={serviceColumns}
            data={rows}
            getRowId={(s) => s._id}
            getRowName={(s) => s.serviceName}
            onEdit={setEditing}
            onDelete={remove.ask}
            rowActions={(s) => (
              <>
                <ServicePricesButton service={s} />
                <ServiceStatusToggle service={s} update={update} />
              </>
            )}
          />
        )}
      </ListSection>
      <EditServiceDialog service={editing} onClose={() => setEditing(null)} />
      <DeleteDialog name={remove.target?.serviceName} what="service" note={catalogTexts.deleteService} flow={remove} />
    </>
  );
}
