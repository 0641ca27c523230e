import type { UserView } from '@autospa/contract';
import { Car } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { UsersManagementRoute } from '@/features/accounts/routes/users-management';
import { CustomerBookingHistory } from '@/features/bookings/components/customer-booking-history';
import { CustomerVehicles } from '@/features/vehicles/components/customer-vehicles';

// SPEC.md §2 User Management, with each customer's vehicles and booking history one tap away on its row
// (issue 16). Composed here: the features do not import each other.
export function UsersManagementScreen() {
  const [customer, setCustomer] = useState<UserView | null>(null);
  return (
    <>
      <UsersManagementRoute
        rowExtras={(u) => <IconButton label={`Vehicles and bookings of ${u.username}`} icon={Car} onClick={() => setCustomer(u)} />}
      />
      <Dialog open={customer !== null} onOpenChange={(open) => !open && setCustomer(null)}>
        {customer && (
          <DialogContent title={customer.username} description={[customer.phone, customer.emailId].filter(Boolean).join(' · ')} size="lg">
            <div className="space-y-6">
              <section aria-labelledby="customer-vehicles">
                <h3 id="customer-vehicles" className="mb-3 text-base font-semibold text-navy">
                  Vehicles
                </h3>
                <CustomerVehicles userId={customer._id} />
              </section>
              <section aria-labelledby="customer-bookings">
                <h3 id="customer-bookings" className="mb-3 text-base font-semibold text-navy">
                  Bookings
                </h3>
                <CustomerBookingHistory userId={customer._id} />
              </section>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
