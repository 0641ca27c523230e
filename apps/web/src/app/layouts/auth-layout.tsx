import { Outlet } from 'react-router';

// Centres the sign-in cards inside the public layout's <main>.
export function AuthLayout() {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
      <Outlet />
    </div>
  );
}
