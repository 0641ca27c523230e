import { formatInr, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type IncomeRow, type PaymentMethod } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { usePaymentForm } from '../hooks/use-payment-form';
import { incomeRowName } from './income-columns';
import { PaymentHistory } from './payment-history';
import { PaymentStatusBadge } from './payment-status-badge';

type PaymentDialogProps = { row: IncomeRow | null; onClose: () => void; /** The Admin: refunds too (issue 21). */ canRefund?: boolean };

export function PaymentDialog({ row, onClose, canRefund = false }: PaymentDialogProps) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      {row && (
        <DialogContent title={row.balancePaise > 0 ? 'Record payment' : 'Payments'} description={incomeRowName(row)}>
          <div className="space-y-5">
            <PaymentHistory bookingId={row._id} canRefund={canRefund} />
            {row.balancePaise > 0 && <PaymentForm row={row} onDone={onClose} />}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function PaymentForm({ row, onDone }: { row: IncomeRow; onDone: () => void }) {
  const { values, set, errors, error, submit, pending } = usePaymentForm(row, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <dl className="grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        {[
          ['Price', row.pricePaise],
          ['Paid', row.paidPaise],
          ['Due', Math.max(0, row.balancePaise)],
        ].map(([label, paise]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-navy tabular-nums">{formatInr(Number(paise))}</dd>
          </div>
        ))}
        <div className="col-span-3 flex items-center gap-2">
          <dt className="text-slate-600">Status</dt>
          <dd>
            <PaymentStatusBadge status={row.paymentStatus} />
          </dd>
        </div>
      </dl>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Method" error={errors.method}>
          {(control) => (
            <Select {...control} value={values.method} onChange={(e) => set('method', e.target.value as PaymentMethod)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Amount (₹)" error={errors.amount} hint="In rupees, like 499 or 499.50.">
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
          <Field label="Note (optional)" error={errors.note}>
            {(control) => <Textarea {...control} rows={2} value={values.note} onChange={(e) => set('note', e.target.value)} />}
          </Field>
        </div>
      </div>
      <DialogFormActions pending={pending} submitLabel="Record payment" pendingLabel="Recording..." />
    </form>
  );
}
