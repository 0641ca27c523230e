import { pricingMessages } from '@autospa/contract';
import { toast } from 'sonner';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAddOns } from '../api/add-ons';
import { AddOnCard } from '../components/add-on-card';
import { AddOnForm } from '../components/add-on-form';
import { FormCard } from '../components/form-card';

// Not in SPEC.md (issue 16): extras a customer adds to a service; each service chooses which it offers.
export function AddOnsRoute() {
  const addOns = useAddOns();
  return (
    <>
      <PageHeader
        title="Add-ons"
        description="Extras with their own price and minutes. Choose which ones each service offers on its Prices screen."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-start">
        <FormCard>
          <h2 className="mb-4 text-lg font-semibold text-navy">New add-on</h2>
          <AddOnForm onDone={(message) => toast.success(message)} />
        </FormCard>
        <section aria-labelledby="add-on-list">
          <h2 id="add-on-list" className="mb-3 text-lg font-semibold text-navy">
            Catalog
          </h2>
          {addOns.isPending && <ListLoading text="Loading add-ons..." />}
          {addOns.isError && <ListError text={pricingMessages.failedAddOns} />}
          {addOns.data?.length === 0 && <ListEmpty title="No add-ons yet">Add the first one with the form.</ListEmpty>}
          {addOns.data && addOns.data.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2">
              {addOns.data.map((a) => (
                <AddOnCard key={a._id} addOn={a} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
