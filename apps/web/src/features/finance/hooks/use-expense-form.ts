import { createExpenseBody, messages, paiseToRupees, type ExpenseCategory, type ExpenseView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useCreateExpense } from '../api/create-expense';
import { useUpdateExpense } from '../api/update-expense';

export type ExpenseValues = { date: string; category: ExpenseCategory; amount: string; note: string };
type FieldErrors = Partial<Record<keyof ExpenseValues, string>>;

const valuesOf = (e: ExpenseView | null): ExpenseValues =>
  e
    ? { date: e.date, category: e.category, amount: paiseToRupees(e.amountPaise).replace(/\.00$/, ''), note: e.note }
    : { date: localDay(), category: 'supplies', amount: '', note: '' };

/** Add expense, or edit one: checked by the server's own schema first; the server's refusal shows above the fields. */
export function useExpenseForm(expense: ExpenseView | null, onDone: () => void) {
  const [values, setValues] = useState(() => valuesOf(expense));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateExpense();
  const update = useUpdateExpense();

  const set = <K extends keyof ExpenseValues>(field: K, value: ExpenseValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () => {
    setError(null);
    const body = { ...values, note: values.note.trim() };
    const checked = createExpenseBody.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) next[issue.path[0] as keyof ExpenseValues] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (data: { message?: string } | undefined) => {
        toast.success(data?.message || (expense ? messages.finance.expenseUpdated : messages.finance.expenseCreated));
        onDone();
      },
      onError: (err: Error) => setError(errorMessage(err, messages.finance.failedSaveExpense)),
    };
    if (expense) update.mutate({ id: expense._id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return { values, set, errors, error, submit, pending: create.isPending || update.isPending };
}
