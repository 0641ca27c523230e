import { Button } from './button';
import { DialogClose } from './dialog';
import { Spinner } from './spinner';

type DialogFormActionsProps = { pending: boolean; submitLabel?: string; pendingLabel?: string };

// An edit popup's footer (SPEC.md §4): Cancel closes; the submit button sends the form.
export function DialogFormActions({ pending, submitLabel = 'Update', pendingLabel = 'Updating...' }: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} className="sm:min-w-32">
        {pending && <Spinner />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
