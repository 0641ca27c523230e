import { messages, type CreateServiceBody } from '@autospa/contract';
import { useCreateService } from '../api/create-service';
import { CatalogForm } from './catalog-form';
import { emptyService } from './empty-forms';
import { serviceResolver } from './resolvers';
import { ServiceFields } from './service-fields';

// Create Service (SPEC.md §2): on its own screen and in the Service List's Add New dialog.
export function ServiceCreateForm({ onSaved }: { onSaved?: (message: string) => void }) {
  const create = useCreateService();
  return (
    <CatalogForm<CreateServiceBody>
      resolver={serviceResolver}
      empty={emptyService}
      mutation={create}
      texts={{ success: messages.catalog.serviceCreated, failure: messages.catalog.failedCreateService }}
      submitLabel="Create Service"
      onSaved={onSaved}
    >
      <ServiceFields />
    </CatalogForm>
  );
}
