import { profileMessages, type MyProfileView } from '@autospa/contract';
import { Car, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';

// The customer's cars; one can be removed after confirmation, but never the last one (an account needs a car).
export function CarList({ profile }: { profile: MyProfileView }) {
  const mutation = useUpdateMyProfile();
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onlyOne = profile.carNo.length <= 1;

  function confirmRemove() {
    if (!removing) return;
    setError(null);
    const remaining = profile.carNo.filter((c) => c !== removing);
    mutation.mutate(
      { carNo: remaining.join(',') },
      {
        onSuccess: () => {
          toast.success(`${removing} removed from your profile.`);
          setRemoving(null);
        },
        onError: (err) => setError(errorMessage(err, profileMessages.failedUpdate)),
      },
    );
  }

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {profile.carNo.map((car) => (
          <li key={car} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <span className="flex items-center gap-3 font-mono text-sm font-semibold tracking-wide text-navy">
              <Car aria-hidden="true" className="size-5 text-teal" />
              {car}
            </span>
            {!onlyOne && <IconButton label={`Remove ${car}`} icon={Trash2} tone="danger" onClick={() => setRemoving(car)} />}
          </li>
        ))}
      </ul>
      {onlyOne && <p className="mt-2 text-sm text-slate-600">Your account keeps at least one car. Add another before removing this one.</p>}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing ?? ''}?`}
        description="Bookings already made for this car stay as they are."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={confirmRemove}
        pending={mutation.isPending}
        error={error}
      />
    </>
  );
}
