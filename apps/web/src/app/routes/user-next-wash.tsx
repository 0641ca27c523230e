import { NextWash } from '@/features/bookings/components/next-wash';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';

// The User dashboard's next wash (issue 17): the dashboard's figure, shown with My Bookings' card and dialogs.
export function UserNextWash() {
  const dashboard = useDashboard('User');
  return <NextWash booking={dashboard.data?.nextBooking} loading={dashboard.isPending} />;
}
