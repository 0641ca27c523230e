import { routes } from '@autospa/contract';
import { Navigate } from 'react-router';
import { MyBookingsRoute } from '@/features/bookings/routes/my-bookings';
import {
  AdminAllBookingsRoute,
  AdminTodayBookingsRoute,
  EmployeeAllBookingsRoute,
  EmployeeTodayBookingsRoute,
} from '@/features/bookings/routes/staff-bookings';
import { useSession } from '@/lib/use-session';

// Booking paths that more than one role reaches (docs/spec-deviations.md): each role gets its own view.
const useRole = () => useSession()?.typeOfUser ?? '';

/** /bookings/all: the Admin's list; an Employee's is /update-booking ("same screen"); a customer's is My Bookings. */
export function AllBookingsScreen() {
  const role = useRole();
  if (role === 'Employee') return <EmployeeAllBookingsRoute />;
  if (role === 'User') return <Navigate to={routes.myBooking} replace />;
  return <AdminAllBookingsRoute />;
}

/** /bookings/today: the Admin's day sheet, or the Employee's today (its menu links here too). */
export function TodayBookingsScreen() {
  return useRole() === 'Employee' ? <EmployeeTodayBookingsRoute /> : <AdminTodayBookingsRoute />;
}

/** /my-booking: a customer's own bookings; staff have no bookings of their own and go to their lists. */
export function MyBookingsScreen() {
  const role = useRole();
  if (role === 'User') return <MyBookingsRoute />;
  return <Navigate to={role === 'Employee' ? routes.updateBooking : routes.allBookings} replace />;
}
