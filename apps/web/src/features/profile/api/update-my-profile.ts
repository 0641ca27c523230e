import { api, type MyProfileView, type UpdateMyProfileBody } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateSessionDetails } from '@/lib/session';

type Updated = { message: string; profile: MyProfileView };

export async function updateMyProfile(body: UpdateMyProfileBody): Promise<Updated> {
  const { data } = await apiRequest<Updated>(api.updateMyProfile, { method: 'PUT', body });
  return data;
}

/** Saves the customer's own details; the menu's name and the cached profile follow at once. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(queryKeys.myProfile, profile);
      updateSessionDetails({ username: profile.username, email: profile.emailId });
    },
  });
}
