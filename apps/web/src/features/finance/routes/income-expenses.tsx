import { useSession } from '@/lib/use-session';
import { AdminFinance } from '../components/admin-finance';
import { EmployeeEarnings } from '../components/employee-earnings';
import { UserPayments } from '../components/user-payments';

// /income-expenses for every role: the Admin's books, an Employee's own jobs, a customer's payments.
export function IncomeExpensesRoute() {
  const role = useSession()?.typeOfUser;
  if (role === 'Admin') return <AdminFinance />;
  if (role === 'Employee') return <EmployeeEarnings />;
  return <UserPayments />;
}
