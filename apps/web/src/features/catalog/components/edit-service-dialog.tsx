import { messages, type CreateServiceBody, type ServiceView } from '@autospa/contract';
import { useUpdateService } from '../api/update-service';
import { EditPopup } from './edit-popup';
import { emptyService } from './empty-forms';
import { serviceResolver } from './resolvers';
import { ServiceFields } from './service-fields';

export function EditServiceDialog({ service, onClose }: { service: ServiceView | null; onClose: () => void }) {
  const update = useUpdateService();
  return (
    <EditPopup<CreateServiceBody, Parameters<typeof update.mutate>[0]>
      title={`Edit ${service?.serviceName ?? 'service'}`}
      open={service !== null}
      onClose={onClose}
      resolver={serviceResolver}
      defaults={
        service
          ? {
              serviceName: service.serviceName,
              description: service.description,
              price: service.price,
              time: service.time,
              status: service.status,
              sacCode: service.sacCode,
              depositPercent: service.depositPercent,
            }
          : emptyService
      }
      mutation={update}
      toVariables={(body) => ({ id: service!._id, body })}
      texts={{ success: messages.catalog.serviceUpdated, failure: messages.catalog.failedUpdateService }}
    >
      <ServiceFields withStatus />
    </EditPopup>
  );
}
