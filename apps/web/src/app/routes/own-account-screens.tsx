import { routes } from '@autospa/contract';
import { Navigate } from 'react-router';
import { AddCarRoute } from '@/features/profile/routes/add-car';
import { MyProfileRoute } from '@/features/profile/routes/my-profile';
import { useSession } from '@/lib/use-session';

// The User and Employee menus' /users/management and /users/add (screens SPEC.md does not show; see
// docs/spec-deviations.md): a person's own account. An Admin is sent to its own management screens.

export function UsersManagementSharedScreen() {
  const role = useSession()?.typeOfUser;
  if (role === 'User' || role === 'Employee') return <MyProfileRoute />;
  return <Navigate to={routes.usersManagement} replace />;
}

export function UsersAddScreen() {
  const role = useSession()?.typeOfUser;
  if (role === 'User') return <AddCarRoute />;
  if (role === 'Employee') return <MyProfileRoute />;
  return <Navigate to={routes.addUser} replace />;
}
