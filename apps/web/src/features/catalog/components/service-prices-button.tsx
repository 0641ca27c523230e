import { routes, type ServiceView } from '@autospa/contract';
import { IndianRupee } from 'lucide-react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';

const servicePricesLink = (serviceId: string) => `${routes.servicePrices}?${new URLSearchParams({ serviceId }).toString()}`;

// A row's way to its price grid, add-ons and "At your door" (issue 16).
export function ServicePricesButton({ service }: { service: ServiceView }) {
  const navigate = useNavigate();
  return (
    <IconButton
      label={`Prices and add-ons: ${service.serviceName}`}
      icon={IndianRupee}
      onClick={() => void navigate(servicePricesLink(service._id))}
    />
  );
}
