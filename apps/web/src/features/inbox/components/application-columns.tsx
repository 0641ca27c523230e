import type { JobApplicationView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { FileText } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { EmailLink, PhoneLink } from './contact-links';
import { formatFileSize } from './format';

const column = createColumnHelper<JobApplicationView>();
const nowrap = { className: 'whitespace-nowrap' };

export const applicationColumns = [
  column.accessor('name', { header: 'Name', meta: { className: 'font-medium' } }),
  column.accessor('email', { header: 'Email', cell: (c) => <EmailLink email={c.getValue()} /> }),
  column.accessor('phone', { header: 'Phone', cell: (c) => <PhoneLink phone={c.getValue()} />, meta: nowrap }),
  column.accessor('location', { header: 'State', meta: nowrap }),
  column.accessor('message', { header: 'Message', meta: { className: 'min-w-48' } }),
  column.accessor('resumeName', {
    header: 'Résumé',
    cell: ({ row: { original: a } }) => (
      <span className="flex items-start gap-1.5">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="[overflow-wrap:anywhere]">
          {a.resumeName} <span className="whitespace-nowrap text-slate-600">({formatFileSize(a.resumeSize)})</span>
        </span>
      </span>
    ),
    meta: { className: 'min-w-44' },
  }),
  column.accessor('createdAt', { header: 'Received', cell: (c) => formatDate(c.getValue()), meta: nowrap }),
];
