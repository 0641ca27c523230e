import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { AdminBookings } from '../components/admin-bookings';
import { EmployeeBookings } from '../components/employee-bookings';
import { JobCardList } from '../components/job-card-list';

// The staff booking screens; app/routes picks one by role for each path.
export const AdminAllBookingsRoute = () => <AdminBookings scope="all" />;
export const AdminTodayBookingsRoute = () => <AdminBookings scope="today" />;
export const EmployeeAllBookingsRoute = () => <EmployeeBookings scope="all" />;
/** Issue 17: on a phone an Employee's today is a list of job cards; the table stays for wide screens. */
export function EmployeeTodayBookingsRoute() {
  return useMediaQuery(WIDE_SCREEN) ? <EmployeeBookings scope="today" /> : <JobCardList />;
}
