import { schedulingMessages, type LeaveView } from '@autospa/contract';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDecideLeave, type LeaveDecision as Decision } from '../api/update-leave';
import { leaveDays, leaveTexts } from './leave-texts';

// The Admin's Approve and Decline on a Pending request; a refusal (jobs still assigned, already decided) stays on the card.
export function LeaveDecision({ leave }: { leave: LeaveView }) {
  const decide = useDecideLeave();
  const [error, setError] = useState<string | null>(null);
  const label = `${leave.employee.username}, ${leaveDays(leave.from, leave.to)}`;
  const send = (status: Decision['status']) => {
    setError(null);
    decide.mutate(
      { id: leave._id, status },
      {
        onSuccess: (data) =>
          toast.success(data.message || (status === 'Approved' ? schedulingMessages.leaveApproved : schedulingMessages.leaveDeclined)),
        onError: (err) => setError(errorMessage(err, leaveTexts.failedDecide)),
      },
    );
  };
  const pending = decide.isPending ? decide.variables.status : null;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <FormAlert message={error} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" disabled={decide.isPending} onClick={() => send('Declined')}>
          {pending === 'Declined' ? <Spinner /> : <X aria-hidden="true" className="size-4" />}
          Decline<span className="sr-only"> leave of {label}</span>
        </Button>
        <Button disabled={decide.isPending} onClick={() => send('Approved')}>
          {pending === 'Approved' ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
          Approve<span className="sr-only"> leave of {label}</span>
        </Button>
      </div>
    </div>
  );
}
