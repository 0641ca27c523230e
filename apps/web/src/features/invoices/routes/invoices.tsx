import { routes } from '@autospa/contract';
import { useState } from 'react';
import { TablePagination } from '@/components/ui/data-table';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { useBusinessZone } from '../api/get-business-zone';
import { useInvoices } from '../api/get-invoices';
import { InvoiceFilters, type InvoiceFilter } from '../components/invoice-filters';
import { InvoiceList } from '../components/invoice-list';
import { todayIn } from '../components/zoned-dates';

const LIMIT = 25;

// /invoices (Admin): the tax invoices or credit notes issued in a range, this month by default, a page at a time.
export function InvoicesRoute() {
  const zone = useBusinessZone();
  const [filter, setFilter] = useState<InvoiceFilter>(() => {
    const today = todayIn(zone);
    return { from: `${today.slice(0, 8)}01`, to: today, kind: 'invoice' };
  });
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ ...filter, page, limit: LIMIT });
  const what = filter.kind === 'invoice' ? 'tax invoices' : 'credit notes';
  return (
    <>
      <PageHeader
        title="Invoices"
        description={
          <>
            Tax invoices and credit notes issued for paid bookings and plans. The month for the accountant is in{' '}
            <TextLink to={routes.gstSummary}>GST summary</TextLink>.
          </>
        }
        actions={<RefreshButton onClick={() => void invoices.refetch()} busy={invoices.isFetching} />}
      />
      <InvoiceFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {invoices.isPending ? (
        <ListLoading text={`Loading ${what}...`} />
      ) : invoices.isError ? (
        <ListError text={errorMessage(invoices.error, `Failed to fetch ${what}.`)} />
      ) : invoices.data.total === 0 ? (
        <ListEmpty title={`No ${what} in this range`}>Invoices are issued when a booking is completed and paid.</ListEmpty>
      ) : (
        <div className="space-y-4" aria-busy={invoices.isPlaceholderData}>
          <InvoiceList rows={invoices.data.data} zone={zone} caption={filter.kind === 'invoice' ? 'Tax invoices' : 'Credit notes'} />
          <TablePagination
            pageIndex={page - 1}
            pageCount={Math.ceil(invoices.data.total / LIMIT)}
            pageSize={LIMIT}
            total={invoices.data.total}
            onPageChange={(index) => setPage(index + 1)}
          />
        </div>
      )}
    </>
  );
}
