import { PageHeader } from '@/components/ui/page-header';
import { useSettings } from '../api/get-settings';
import { BookingLimitForm } from '../components/booking-limit-form';
import { BusinessDetailsForm } from '../components/business-details-form';
import { CapacityForm } from '../components/capacity-form';
import { GstForm } from '../components/gst-form';
import { RemindersForm } from '../components/reminders-form';
import { UpiForm } from '../components/upi-form';

// The Admin's business settings. Not in SPEC.md (docs/spec-deviations.md): the per-customer booking limit of
// issue 14, the change grace of issue 16 and the business details of issue 18 are set here.
export function SettingsRoute() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Settings" description="Rules every booking is held to." />
      {settings.isPending && <p role="status">Loading settings...</p>}
      {settings.isError && <p role="alert">Failed to fetch settings.</p>}
      {settings.data && (
        <div className="space-y-10">
          <BookingLimitForm
            current={{
              bookingsPerCustomer: settings.data.bookingsPerCustomer,
              changeGraceMinutes: settings.data.changeGraceMinutes,
              paymentHoldMinutes: settings.data.paymentHoldMinutes,
            }}
          />
          <section aria-labelledby="capacity-title" className="space-y-4">
            <h2 id="capacity-title" className="text-lg font-semibold text-navy">
              Bays and mobile teams
            </h2>
            <CapacityForm current={{ bufferMinutes: settings.data.bufferMinutes, doorTeams: settings.data.doorTeams }} />
          </section>
          <section aria-labelledby="business-title" className="space-y-4">
            <h2 id="business-title" className="text-lg font-semibold text-navy">
              Business details
            </h2>
            <p className="text-sm text-slate-600">What the public site, the booking mails and the UPI payment show.</p>
            <BusinessDetailsForm current={settings.data.business} />
          </section>
          <section aria-labelledby="payments-title" className="space-y-4">
            <h2 id="payments-title" className="text-lg font-semibold text-navy">
              Payments at the job
            </h2>
            <UpiForm current={settings.data.upiId} />
          </section>
          <section aria-labelledby="gst-title" className="space-y-4">
            <h2 id="gst-title" className="text-lg font-semibold text-navy">
              GST and invoices
            </h2>
            <p className="text-sm text-slate-600">
              With a registration, each paid booking and plan gets a tax invoice; without one, only receipts.
            </p>
            <GstForm current={settings.data} />
          </section>
          <section aria-labelledby="reminders-title" className="space-y-4">
            <h2 id="reminders-title" className="text-lg font-semibold text-navy">
              Reminders
            </h2>
            <RemindersForm current={settings.data} />
          </section>
        </div>
      )}
    </>
  );
}
