import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type ExpenseCategory, type ExpenseView } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useExpenseForm } from '../hooks/use-expense-form';

/** 'new' opens an empty form; an expense opens it filled in for editing. */
export type ExpenseTarget = ExpenseView | 'new' | null;

export function ExpenseDialog({ target, onClose }: { target: ExpenseTarget; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target !== null && (
        <DialogContent title={editing ? 'Edit expense' : 'Add expense'} description="Money the business spent, on the day it went out.">
          <ExpenseForm key={editing?._id ?? 'new'} expense={editing} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ExpenseForm({ expense, onDone }: { expense: ExpenseView | null; onDone: () => void }) {
  const { values, set, errors, error, submit, pending } = useExpenseForm(expense, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.date}>
          {(control) => <Input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />}
        </Field>
        <Field label="Category" error={errors.category}>
          {(control) => (
            <Select {...control} value={values.category} onChange={(e) => set('category', e.target.value as ExpenseCategory)}>
              {EXPENSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {EXPENSE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Amount (₹)" error={errors.amount} hint="In rupees, like 1500 or 1500.50.">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Note" error={errors.note}>
            {(control) => (
              <Textarea {...control} rows={3} maxLength={500} value={values.note} onChange={(e) => set('note', e.target.value)} />
            )}
          </Field>
        </div>
      </div>
      <DialogFormActions
        pending={pending}
        submitLabel={expense ? 'Update' : 'Add expense'}
        pendingLabel={expense ? 'Updating...' : 'Adding...'}
      />
    </form>
  );
}
