import { routes, type PlanView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useMyCars } from '../api/get-choices';
import { useSubscribe } from '../api/subscription-actions';
import { PlanSummary } from './plan-card';
import { planTexts } from './plan-texts';

type BuyPlanFormProps = { plans: PlanView[]; planId: string; onPlan: (id: string) => void; onDone: () => void };

// Buy a plan: the plan, one of the customer's cars of a type the plan is sold for, the start date, and for daily
// cleaning at the door the address and a landmark.
export function BuyPlanForm({ plans, planId, onPlan, onDone }: BuyPlanFormProps) {
  const plan = plans.find((p) => p._id === planId) ?? null;
  const cars = useMyCars();
  const allowed = (cars.data ?? []).filter((v) => plan && v.category && plan.categoryNames.includes(v.category.name));
  const [vehicleId, setVehicleId] = useState('');
  const [startDate, setStartDate] = useState(localDay(1));
  const [address, setAddress] = useState('');
  const [landmark, setLandmark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const atDoor = plan?.kind === 'daily' && plan.atDoor;
  const chosenCar = allowed.find((v) => v._id === vehicleId)?._id ?? allowed[0]?._id ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || !chosenCar) return;
    setError(null);
    subscribe.mutate(
      {
        planId: plan._id,
        vehicleId: chosenCar,
        startDate,
        ...(atDoor && { address, ...(landmark.trim() && { landmark }) }),
      },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, planTexts.failedAction)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={subscribe.isPending} aria-label="Buy a plan">
      <FormAlert message={error} />
      <Field label="Plan">
        {(c) => (
          <Select {...c} value={planId} onChange={(e) => onPlan(e.target.value)}>
            <option value="">Choose a plan</option>
            {plans.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name} · {p.price}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {plan && (
        <div className="rounded-xl bg-foam p-4">
          <PlanSummary plan={plan} />
        </div>
      )}
      {plan && cars.isPending && <p className="text-sm text-slate-600">Loading your cars...</p>}
      {plan && cars.data && allowed.length === 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          None of your cars is a {plan.categoryNames.join(' or ')}.{' '}
          <Link to={routes.myVehicles} className="underline">
            Add or set up a car in My Vehicles
          </Link>
          .
        </p>
      )}
      {plan && allowed.length > 0 && (
        <>
          <Field label="Car">
            {(c) => (
              <Select {...c} value={chosenCar} onChange={(e) => setVehicleId(e.target.value)}>
                {allowed.map((v) => (
                  <option key={v._id} value={v._id}>
                    {[v.plate, v.make, v.model].filter(Boolean).join(' ')}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Start date">
            {(c) => (
              <Input
                {...c}
                type="date"
                min={localDay(0)}
                max={localDay(60)}
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            )}
          </Field>
          {atDoor && (
            <>
              <Field label="Address for the visits">
                {(c) => (
                  <Textarea
                    {...c}
                    value={address}
                    onChange={(e) => setAddress(e.target.value)}
                    rows={2}
                    aria-required="true"
                    autoComplete="street-address"
                  />
                )}
              </Field>
              <Field label="Landmark (optional)">
                {(c) => <Input {...c} value={landmark} onChange={(e) => setLandmark(e.target.value)} />}
              </Field>
            </>
          )}
          <p className="text-sm text-slate-700">You pay {plan.price} at the counter or by UPI; the visits start on the date you choose.</p>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={subscribe.isPending}>
            {subscribe.isPending && <Spinner />}
            {subscribe.isPending ? 'Buying...' : `Buy ${plan.name}`}
          </Button>
        </>
      )}
    </form>
  );
}
