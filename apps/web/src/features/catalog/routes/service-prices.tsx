import { pricingMessages, routes } from '@autospa/contract';
import { useSearchParams } from 'react-router';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { useAddOns } from '../api/add-ons';
import { useCategories } from '../api/get-categories';
import { useServicePrices } from '../api/service-prices';
import { PriceGridEditor } from '../components/price-grid-editor';

// Not in SPEC.md (issue 16): one service's price and time per vehicle type, its add-ons and "At your door".
export function ServicePricesRoute() {
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId') ?? '';
  const prices = useServicePrices(serviceId);
  const categories = useCategories();
  const addOns = useAddOns();
  const failed = prices.isError || categories.isError || addOns.isError || serviceId === '';
  return (
    <>
      <PageHeader
        title={prices.data ? `Prices: ${prices.data.service.serviceName}` : 'Service Prices'}
        description={
          <>
            Back to <TextLink to={routes.allServices}>All Services</TextLink> · manage the <TextLink to={routes.addOns}>Add-ons</TextLink>{' '}
            catalog
          </>
        }
      />
      {failed && <ListError text={pricingMessages.failedPrices} />}
      {!failed && (prices.isPending || categories.isPending || addOns.isPending) && <ListLoading text="Loading prices..." />}
      {prices.data && categories.data && addOns.data && (
        <PriceGridEditor data={prices.data} categories={categories.data} addOns={addOns.data} />
      )}
    </>
  );
}
