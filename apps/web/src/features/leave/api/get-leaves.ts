import { api, schedulingMessages, type LeaveView } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList, type ListPage } from '@/lib/read-list';

export type LeaveListParams = { page: number; limit: number };

// GET /tor/get-leaves (Admin: everyone's; Employee: its own), Pending first, then newest first.
export const getLeaves = (params: LeaveListParams): Promise<ListPage<LeaveView>> =>
  readList<LeaveView>(api.getLeaves, schedulingMessages.failedLeaves, params);

export const leavesQueryOptions = (params: LeaveListParams) =>
  queryOptions({ queryKey: queryKeys.leaveList(params), queryFn: () => getLeaves(params), placeholderData: keepPreviousData });

export const useLeaves = (params: LeaveListParams) => useQuery(leavesQueryOptions(params));
