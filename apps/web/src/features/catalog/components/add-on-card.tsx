import { pricingMessages, type AddOnView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAddOn } from '../api/add-ons';
import { AddOnForm } from './add-on-form';

// One add-on in the catalog: what it costs and takes, edit in place, and the Active/Inactive switch.
export function AddOnCard({ addOn }: { addOn: AddOnView }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateAddOn();
  const next = addOn.status === 'Active' ? 'Inactive' : 'Active';
  const toggle = () =>
    update.mutate(
      { id: addOn._id, body: { status: next } },
      {
        onSuccess: () =>
          toast.success(next === 'Inactive' ? `${addOn.name} is Inactive: no longer offered.` : `${addOn.name} is Active again.`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the add-on.')),
      },
    );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" aria-label={addOn.name}>
      {editing ? (
        <AddOnForm
          addOn={addOn}
          onCancel={() => setEditing(false)}
          onDone={(message) => {
            setEditing(false);
            toast.success(message || pricingMessages.addOnUpdated);
          }}
        />
      ) : (
        <>
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-semibold text-navy">{addOn.name}</h2>
            <StatusBadge tone={addOn.status === 'Active' ? 'success' : 'neutral'}>{addOn.status}</StatusBadge>
          </div>
          <p className="mt-1 text-sm text-slate-700 tabular-nums">
            <span className="font-semibold text-teal-dark">{addOn.price}</span> · {addOn.minutes} min
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit<span className="sr-only">: {addOn.name}</span>
            </Button>
            <Button variant="ghost" disabled={update.isPending} onClick={toggle}>
              {next === 'Inactive' ? 'Deactivate' : 'Activate'}
              <span className="sr-only">: {addOn.name}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
