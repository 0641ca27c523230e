import { PageHeader } from '@/components/ui/page-header';
import { FormCard } from '../components/form-card';
import { ServiceCreateForm } from '../components/service-create-form';

// SPEC.md §2 Create Service (POST /tor/create-services): all four fields required.
export function CreateServicesRoute() {
  return (
    <>
      <PageHeader title="Create Service" description="A new wash or treatment. It is Active, so customers can book it at once." />
      <FormCard>
        <ServiceCreateForm />
      </FormCard>
    </>
  );
}
