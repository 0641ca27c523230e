import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ComponentType } from 'react';

type TablePaginationProps = {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
};

const count = (n: number) => n.toLocaleString('en-IN');

type PageButtonProps = {
  label: string;
  icon: ComponentType<{ className?: string }>;
  onClick: () => void;
  disabled: boolean;
  iconAfter?: boolean;
};

function PageButton({ label, icon: Icon, onClick, disabled, iconAfter = false }: PageButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-navy hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {!iconAfter && <Icon className="size-4" aria-hidden="true" />}
      <span className="max-sm:sr-only">{label}</span>
      {iconAfter && <Icon className="size-4" aria-hidden="true" />}
    </button>
  );
}

// First/Prev/Next/Last with 'Page x of y' (SPEC.md §2), and how many rows there are in all.
export function TablePagination({ pageIndex, pageCount, pageSize, total, onPageChange }: TablePaginationProps) {
  const pages = Math.max(1, pageCount);
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pages - 1;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">{total === 0 ? 'No rows' : `Showing ${count(first)}–${count(last)} of ${count(total)}`}</p>
      <div className="flex items-center gap-1.5">
        <PageButton label="First" icon={ChevronsLeft} onClick={() => onPageChange(0)} disabled={atStart} />
        <PageButton label="Prev" icon={ChevronLeft} onClick={() => onPageChange(pageIndex - 1)} disabled={atStart} />
        <span className="px-2 text-sm font-medium whitespace-nowrap text-navy" aria-live="polite">
          Page {count(pageIndex + 1)} of {count(pages)}
        </span>
        <PageButton label="Next" icon={ChevronRight} onClick={() => onPageChange(pageIndex + 1)} disabled={atEnd} iconAfter />
        <PageButton label="Last" icon={ChevronsRight} onClick={() => onPageChange(pages - 1)} disabled={atEnd} iconAfter />
      </div>
    </nav>
  );
}
