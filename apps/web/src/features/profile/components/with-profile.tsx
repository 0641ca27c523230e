import { profileMessages, type MyProfileView } from '@autospa/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyProfile } from '../api/get-my-profile';

// Loads the signed-in account, then renders what needs it.
export function WithProfile({ children }: { children: (profile: MyProfileView) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
        <Spinner />
        Loading your profile...
      </p>
    );
  if (profile.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-danger"
      >
        {profileMessages.failedFetch}
        <Button variant="secondary" className="h-9" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <>{children(profile.data)}</>;
}
