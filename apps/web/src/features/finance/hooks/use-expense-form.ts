import { createExpenseBody, paiseToRupees, type ExpenseCategory, type ExpenseView, financeMessages } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useCreateExpense } from '../api/create-expense';
import { useUpdateExpense } from '../api/update-expense';

export type ExpenseValues = { date: string; category: ExpenseCategory; amount: string; note: string };

const valuesOf = (e: ExpenseView | null): ExpenseValues =>
  e
    ? { date: e.date, category: e.category, amount: paiseToRupees(e.amountPaise).replace(/\.00$/, ''), note: e.note }
    : { date: localDay(), category: 'supplies', amount: '', note: '' };

// raw: the server receives what the person typed; its own schema parses it again.
const resolver = zodResolver(createExpenseBody, undefined, { raw: true }) as Resolver<ExpenseValues>;

/** Add expense, or edit one: checked by the server's own schema first; the server's refusal shows above the fields. */
export function useExpenseForm(expense: ExpenseView | null, onDone: () => void) {
  const { form, values, set, errors } = useControlledForm<ExpenseValues>(resolver, valuesOf(expense));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateExpense();
  const update = useUpdateExpense();

  const submit = form.handleSubmit(
    (checked) => {
      setError(null);
      const body = { ...checked, note: checked.note.trim() };
      const handlers = {
        onSuccess: (data: { message?: string } | undefined) => {
          toast.success(data?.message || (expense ? financeMessages.expenseUpdated : financeMessages.expenseCreated));
          onDone();
        },
        onError: (err: Error) => setError(errorMessage(err, financeMessages.failedSaveExpense)),
      };
      if (expense) update.mutate({ id: expense._id, body }, handlers);
      else create.mutate(body, handlers);
    },
    () => setError(null),
  );

  return { values, set, errors, error, submit, pending: create.isPending || update.isPending };
}
