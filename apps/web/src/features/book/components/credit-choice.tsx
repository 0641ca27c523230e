import type { SubscriptionView } from '@autospa/contract';
import { cn } from '@/lib/cn';
import { CREDIT_PRICE } from '../hooks/use-credit';

type CreditChoiceProps = {
  options: SubscriptionView[];
  value: string;
  priceText: string | null;
  onChange: (subscriptionId: string) => void;
};

const choice = (on: boolean) =>
  cn(
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
    on ? 'border-teal bg-teal/10 text-navy' : 'border-slate-300 bg-white text-slate-700',
  );

// Issue 20: a customer whose plan covers this car and service pays with one credit instead of the price.
export function CreditChoice({ options, value, priceText, onChange }: CreditChoiceProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-navy">How to pay</legend>
      {options.map((s) => (
        <label key={s._id} className={choice(value === s._id)}>
          <input type="radio" name="pay-with" className="size-4 accent-teal" checked={value === s._id} onChange={() => onChange(s._id)} />
          <span>
            <span className="font-semibold">
              Use {CREDIT_PRICE} ({s.balance} left)
            </span>
            <span className="block text-slate-600">{s.plan.name}</span>
          </span>
        </label>
      ))}
      <label className={choice(value === '')}>
        <input type="radio" name="pay-with" className="size-4 accent-teal" checked={value === ''} onChange={() => onChange('')} />
        <span className="font-semibold">Pay {priceText ?? 'the price'} at the wash</span>
      </label>
    </fieldset>
  );
}
