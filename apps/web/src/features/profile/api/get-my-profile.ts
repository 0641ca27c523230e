import { api, type MyProfileView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getMyProfile(): Promise<MyProfileView> {
  const { data } = await apiRequest<MyProfileView>(api.myProfile);
  return data;
}

export const myProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.myProfile, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
