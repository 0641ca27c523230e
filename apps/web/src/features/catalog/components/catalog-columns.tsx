import type { CategoryView, ServiceView, SubCategoryView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/lib/format';
import { ServiceStatusBadge } from './service-status-badge';

const service = createColumnHelper<ServiceView>();
const category = createColumnHelper<CategoryView>();
const sub = createColumnHelper<SubCategoryView>();
const nowrap = { className: 'whitespace-nowrap' };
const numeric = { className: 'tabular-nums' };

export const serviceColumns = [
  service.accessor('serviceName', { header: 'Service Name', meta: { className: 'font-medium' } }),
  service.accessor('description', { header: 'Description' }),
  service.accessor('price', { header: 'Price', meta: nowrap }),
  service.accessor('time', { header: 'Time', meta: nowrap }),
  service.accessor('sacCode', { header: 'SAC', meta: nowrap }),
  service.accessor('depositPercent', { header: 'Deposit', cell: (c) => (c.getValue() ? `${c.getValue()} %` : 'None'), meta: nowrap }),
  service.accessor('status', { header: 'Status', cell: (c) => <ServiceStatusBadge status={c.getValue()} /> }),
  service.accessor('bookings', { header: 'Bookings', meta: numeric, enableGlobalFilter: false }),
];

export const categoryColumns = [
  category.accessor('name', { header: 'Category', meta: { className: 'font-medium' } }),
  category.accessor((c) => c.subCategory.map((s) => s.subName), { id: 'subCategory', header: 'SubCategories', enableSorting: false }),
  category.accessor('createdAt', { header: 'Created', cell: (c) => formatDate(c.getValue()), meta: nowrap, enableGlobalFilter: false }),
];

export const subCategoryColumns = [
  sub.accessor('subName', { header: 'SubCategory', meta: { className: 'font-medium' } }),
  sub.accessor((s) => s.category.name, { id: 'category', header: 'Category' }),
  sub.accessor('createdAt', { header: 'Created', cell: (c) => formatDate(c.getValue()), meta: nowrap, enableGlobalFilter: false }),
];
