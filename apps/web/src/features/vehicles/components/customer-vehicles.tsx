import { vehicleMessages } from '@autospa/contract';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { listErrorText } from '@/lib/read-list';
import { useCustomerVehicles } from '../api/get-customer-vehicles';
import { Plate } from './plate';
import { makeModel, typeText } from './vehicle-text';

// The Admin's view of a customer's garage (read only), retired vehicles last and marked so.
export function CustomerVehicles({ userId }: { userId: string }) {
  const list = useCustomerVehicles(userId);
  if (list.isPending) return <ListLoading text="Loading vehicles..." />;
  if (list.isError) return <ListError text={listErrorText(list.error, vehicleMessages.failedFetch)} />;
  if (list.data.length === 0) return <ListEmpty title="No vehicles" />;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Vehicles">
      {list.data.map((v) => (
        <li key={v._id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 text-sm">
          <Plate plate={v.plate} retired={v.retired} />
          <span className="font-medium text-navy">{makeModel(v) || '—'}</span>
          <span className="text-slate-600">{typeText(v) ?? 'Type not set'}</span>
          {v.parkingNote && <span className="w-full text-slate-600">Parking: {v.parkingNote}</span>}
          {v.retired && <StatusBadge tone="neutral">Removed</StatusBadge>}
        </li>
      ))}
    </ul>
  );
}
