import { AdminBookings } from '../components/admin-bookings';
import { EmployeeBookings } from '../components/employee-bookings';

// The staff booking screens; app/routes picks one by role for each path.
export const AdminAllBookingsRoute = () => <AdminBookings scope="all" />;
export const AdminTodayBookingsRoute = () => <AdminBookings scope="today" />;
export const EmployeeAllBookingsRoute = () => <EmployeeBookings scope="all" />;
export const EmployeeTodayBookingsRoute = () => <EmployeeBookings scope="today" />;
