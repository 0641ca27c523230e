import { NEXT_STATUSES, type BookingStatus, type BookingView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCustomerChoices } from '../api/get-customer-choices';
import { useEmployeeChoices } from '../api/get-employee-choices';
import { useServiceNames } from '../api/get-service-names';
import { useEditBookingForm } from '../hooks/use-edit-booking-form';
import { BookingInvoiceLinks } from './booking-invoice-links';
import { BookingMessagesLink } from './booking-messages-link';
import { bookingLabel, serviceName } from './booking-text';
import { TimeChoices } from './time-choices';

export function EditBookingDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent title="Edit booking" description={bookingLabel(booking)} size="lg">
          <EditBookingForm booking={booking} onDone={onClose} />
          <BookingMessagesLink bookingId={booking._id} />
          <BookingInvoiceLinks booking={booking} className="mt-2" />
        </DialogContent>
      )}
    </Dialog>
  );
}

// All Bookings' real edit (SPEC.md showed only an alert): date, time, service, car, status, employee, and the
// customer account of a public request (never linked by phone: the Admin checks and links it by hand).
function EditBookingForm({ booking, onDone }: { booking: BookingView; onDone: () => void }) {
  const { values, set, error, submit, pending } = useEditBookingForm(booking, onDone);
  const services = useServiceNames();
  const employees = useEmployeeChoices();
  const guest = booking.source === 'public' && !booking.userId._id;
  // Found by the phone the guest typed, or whatever the Admin searches for: the list is one page, not every customer.
  const [customerSearch, setCustomerSearch] = useState(booking.userId.phone ?? '');
  const customers = useCustomerChoices(customerSearch, guest);
  const current = serviceName(booking);
  const serviceOptions = [...new Set([current, ...(services.data ?? []).map((s) => s.serviceName)])];
  // No-show only once the start time has passed (the server refuses it before with 409).
  const started = Date.now() >= Date.parse(booking.startsAt);
  const statuses: BookingStatus[] = [booking.status, ...NEXT_STATUSES[booking.status].filter((s) => s !== 'No-show' || started)];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date">
          {(control) => <Input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />}
        </Field>
        <Field
          label="Time"
          hint={booking.scheduled ? undefined : `Requested: ${booking.timeSlot ?? booking.time}. Give it an exact time to confirm it.`}
        >
          {(control) => (
            <Input
              {...control}
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
              placeholder="10:30 AM"
              autoComplete="off"
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <TimeChoices date={values.date} serviceName={values.serviceName} value={values.time} onPick={(t) => set('time', t)} />
        </div>
        <Field label="Service" hint="A new service takes its current price and duration.">
          {(control) => (
            <Select {...control} value={values.serviceName} onChange={(e) => set('serviceName', e.target.value)}>
              {serviceOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Car Number">
          {(control) => (
            <Input
              {...control}
              value={values.carNo}
              onChange={(e) => set('carNo', e.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} value={values.status} onChange={(e) => set('status', e.target.value as BookingStatus)}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Employee" hint={employees.isError ? 'The team list could not be loaded.' : undefined}>
          {(control) => (
            <Select {...control} value={values.employeeId} onChange={(e) => set('employeeId', e.target.value)}>
              <option value="">Unassigned</option>
              {booking.employee && !employees.data?.some((e) => e._id === booking.employee!._id) && (
                <option value={booking.employee._id}>{booking.employee.username}</option>
              )}
              {(employees.data ?? []).map((e) => (
                <option key={e._id} value={e._id}>
                  {e.username}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {guest && (
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <Field label="Find customer" hint="Name, email or phone; the first 20 matches are listed.">
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  value={customerSearch}
                  onChange={(e) => setCustomerSearch(e.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field
              label="Customer account"
              hint={
                customers.isError
                  ? 'The customer list could not be loaded.'
                  : `Booked as a guest (${booking.userId.phone}). Link it only once the customer has confirmed it is theirs.`
              }
            >
              {(control) => (
                <Select {...control} value={values.userId} onChange={(e) => set('userId', e.target.value)}>
                  <option value="">Guest (not linked)</option>
                  {(customers.data ?? []).map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.username} ({c.phone})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )}
      </div>
      <DialogFormActions pending={pending} />
    </form>
  );
}
