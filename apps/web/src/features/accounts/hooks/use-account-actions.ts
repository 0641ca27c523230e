import { messages } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useDeactivateAccount } from '../api/deactivate-account';
import type { AccountKind } from '../api/refresh-account-views';
import { useUpdateAccount } from '../api/update-account';
import { peopleTexts } from '../components/people-texts';

type Row = { _id: string; username: string };

const deactivated = { User: messages.accounts.userDeactivated, Employee: messages.accounts.employeeDeactivated };

/** What a management screen does to a row: edit in a popup, deactivate after confirmation, re-activate. */
export function useAccountActions<T extends Row>(kind: AccountKind) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deactivating, setDeactivating] = useState<T | null>(null);
  const [deactivateError, setDeactivateError] = useState<string | null>(null);
  const deactivate = useDeactivateAccount();
  const update = useUpdateAccount();

  function askDeactivate(row: T) {
    setDeactivateError(null);
    setDeactivating(row);
  }

  function confirmDeactivate() {
    if (!deactivating) return;
    setDeactivateError(null);
    deactivate.mutate(
      { kind, id: deactivating._id },
      {
        onSuccess: (data) => {
          toast.success(data?.message || deactivated[kind]);
          setDeactivating(null);
        },
        onError: (err) => setDeactivateError(errorMessage(err, peopleTexts[kind].failedDeactivate)),
      },
    );
  }

  function reactivate(row: T) {
    update.mutate(
      { kind, id: row._id, body: { active: true } },
      {
        onSuccess: () => toast.success(peopleTexts.reactivated(row.username)),
        onError: (err) => toast.error(errorMessage(err, peopleTexts[kind].failedUpdate)),
      },
    );
  }

  return {
    editing,
    edit: setEditing,
    closeEdit: () => setEditing(null),
    deactivating,
    askDeactivate,
    cancelDeactivate: () => setDeactivating(null),
    confirmDeactivate,
    deactivateError,
    reactivate,
    pending: deactivate.isPending || update.isPending,
  };
}
