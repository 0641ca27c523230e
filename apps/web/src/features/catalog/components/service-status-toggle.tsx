import { messages, type ServiceView } from '@autospa/contract';
import { ToggleLeft, ToggleRight } from 'lucide-react';
import { toast } from 'sonner';
import { IconButton } from '@/components/ui/icon-button';
import { errorMessage } from '@/lib/api-client';
import type { useUpdateService } from '../api/update-service';

const texts = {
  Active: (name: string) => `${name} is Active: customers can book it.`,
  Inactive: (name: string) => `${name} is Inactive: it can no longer be booked.`,
};

type ToggleProps = { service: ServiceView; update: ReturnType<typeof useUpdateService> };

// A row's Active/Inactive switch: Inactive retires a service without touching its booking history.
export function ServiceStatusToggle({ service, update }: ToggleProps) {
  const next = service.status === 'Active' ? 'Inactive' : 'Active';
  return (
    <IconButton
      label={`Set ${service.serviceName} ${next}`}
      icon={next === 'Inactive' ? ToggleRight : ToggleLeft}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: service._id, body: { status: next } },
          {
            onSuccess: () => toast.success(texts[next](service.serviceName)),
            onError: (err) => toast.error(errorMessage(err, messages.catalog.failedUpdateService)),
          },
        )
      }
    />
  );
}
