import { api, type MyPaymentRow, financeMessages } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readList, type ListPage } from '@/lib/read-list';
import { financeKeys } from './query-keys';

type MyPaymentsParams = { page?: number; limit?: number };

// GET /tor/get-my-payments (User): the customer's own bookings with price, paid and payment status.
export const getMyPayments = (params: MyPaymentsParams): Promise<ListPage<MyPaymentRow>> =>
  readList<MyPaymentRow>(api.myPayments, financeMessages.failedFetchPayments, params);

export const myPaymentsQueryOptions = (params: MyPaymentsParams) =>
  queryOptions({ queryKey: financeKeys.myPayments(params), queryFn: () => getMyPayments(params), placeholderData: keepPreviousData });

export const useMyPayments = (params: MyPaymentsParams) => useQuery(myPaymentsQueryOptions(params));
