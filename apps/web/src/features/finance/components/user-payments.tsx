import { routes, financeMessages } from '@autospa/contract';
import { TablePagination, useServerPaging } from '@/components/ui/data-table';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { TextLink } from '@/components/ui/text-link';
import { listErrorText } from '@/lib/read-list';
import { useMyPayments } from '../api/get-my-payments';
import { financeTexts } from './finance-texts';
import { MyPaymentCard } from './my-payment-card';

// A customer's Payment page: each of its bookings with what it costs, what was paid, and a receipt once paid.
export function UserPayments() {
  const { paging, setPaging, params } = useServerPaging();
  const payments = useMyPayments({ page: params.page, limit: params.limit });
  const total = payments.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Payment"
        description="What each of your bookings costs, what you have paid, and your receipts."
        actions={<RefreshButton onClick={() => void payments.refetch()} busy={payments.isFetching} />}
      />
      {payments.isPending ? (
        <ListLoading text={financeTexts.loadingPayments} />
      ) : payments.isError ? (
        <ListError text={listErrorText(payments.error, financeMessages.failedFetchPayments)} />
      ) : total === 0 ? (
        <ListEmpty title="No bookings yet">
          Book your first wash from <TextLink to={routes.services}>Services</TextLink>.
        </ListEmpty>
      ) : (
        <div className="space-y-4">
          <ul aria-label="Your bookings and payments" aria-busy={payments.isPlaceholderData} className="space-y-3">
            {payments.data.data.map((row) => (
              <MyPaymentCard key={row._id} row={row} />
            ))}
          </ul>
          <TablePagination
            pageIndex={paging.pageIndex}
            pageCount={Math.ceil(total / paging.pageSize)}
            pageSize={paging.pageSize}
            total={total}
            onPageChange={(pageIndex) => setPaging({ ...paging, pageIndex })}
          />
        </div>
      )}
    </>
  );
}
