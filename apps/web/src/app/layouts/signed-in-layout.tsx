import { routes } from '@autospa/contract';
import { useEffect } from 'react';
import { Navigate, useMatches } from 'react-router';
import { endSigningOut, isSigningOut } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { redirectFor, type SignedInScreen } from '../route-access';
import { AppShell } from './app-shell';

export type SignedInHandle = Pick<SignedInScreen, 'access' | 'title'>;

function isSignedInHandle(handle: unknown): handle is SignedInHandle {
  return !!handle && typeof handle === 'object' && 'access' in handle;
}

// The access guard of SPEC.md §6. The server checks every call again; this only saves a wasted screen.
export function SignedInLayout() {
  const session = useSession();
  const matches = useMatches();
  useEffect(() => endSigningOut, []);
  if (!session) {
    // After Logout the page is already on its way to '/'.
    if (isSigningOut()) return null;
    return <Navigate to={routes.login} replace />;
  }

  const handle = matches.map((m) => m.handle).findLast(isSignedInHandle);
  const redirect = handle ? redirectFor(handle.access, session.typeOfUser) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  return <AppShell session={session} />;
}
