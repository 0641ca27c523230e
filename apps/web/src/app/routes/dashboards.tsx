import { AdminDayFigures } from '@/features/dashboard/components/admin-day-figures';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { UserFigures } from '@/features/dashboard/components/user-figures';
import { QuickLinks } from '@/features/dashboard/components/quick-links';
import { CreateAccountButtons } from '@/features/accounts/components/create-account-buttons';
import { LatestCustomers } from '@/features/accounts/components/latest-customers';
import { EmployeeDayCards } from '@/features/dashboard/components/employee-day-cards';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { useSession } from '@/lib/use-session';
import { UserNextWash } from './user-next-wash';

// The three dashboards of SPEC.md §2, composed from the dashboard, people and profile features.
function useRoleAndName() {
  const session = useSession();
  return { role: session?.typeOfUser ?? '', name: session?.username ?? '' };
}

export function AdminDashboardScreen() {
  const { role, name } = useRoleAndName();
  return (
    <DashboardPage title="Admin Dashboard" role={role} name={name} actions={<CreateAccountButtons role={role} />}>
      <AdminDayFigures />
      <LatestCustomers />
      <QuickLinks role={role} />
    </DashboardPage>
  );
}

export function UserDashboardScreen() {
  const { role, name } = useRoleAndName();
  return (
    <DashboardPage title="User Dashboard" role={role} name={name}>
      <UserNextWash />
      <UserFigures />
      <QuickLinks role={role} />
      <ProfileSummary />
    </DashboardPage>
  );
}

export function EmployeeDashboardScreen() {
  const { role, name } = useRoleAndName();
  return (
    <DashboardPage title="Employee Dashboard" role={role} name={name} actions={<CreateAccountButtons role={role} />}>
      <EmployeeDayCards />
      <QuickLinks role={role} />
      <ProfileSummary />
    </DashboardPage>
  );
}
