import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '../input';
import { Select } from '../select';
import { PAGE_SIZES } from './types';

type TableToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  searchLabel: string;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
};

export function TableToolbar({ search, onSearchChange, searchLabel, pageSize, onPageSizeChange }: TableToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-xs">
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder="Search..."
          autoComplete="off"
          className={`${inputClasses} h-10 pl-9 text-sm`}
        />
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <label htmlFor={`${id}-size`} className="whitespace-nowrap">
          Rows per page
        </label>
        <Select id={`${id}-size`} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))} className="h-10 w-20 text-sm">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
