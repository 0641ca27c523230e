import { MESSAGE_CHANNELS, NOTIFICATION_STATUSES, type MessageChannel, type NotificationStatus } from '@autospa/contract';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { NotificationFilters as Filters } from '../hooks/use-notification-filters';
import { channelLabels, statusLabels } from './notification-texts';

type NotificationFiltersProps = { value: Filters; onChange: (next: Filters) => void };

const label = 'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase';

// Status and channel; both empty is every message.
export function NotificationFilters({ value, onChange }: NotificationFiltersProps) {
  const id = useId();
  const active = value.status !== undefined || value.channel !== undefined;
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3 border-b border-slate-100 pb-4">
      <legend className="sr-only">Filters</legend>
      <div className="min-w-0 flex-1 sm:w-52 sm:flex-none">
        <label htmlFor={`${id}-status`} className={label}>
          Status
        </label>
        <Select
          id={`${id}-status`}
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as NotificationStatus | undefined })}
          className="h-10 text-sm"
        >
          <option value="">All statuses</option>
          {NOTIFICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
        <label htmlFor={`${id}-channel`} className={label}>
          Channel
        </label>
        <Select
          id={`${id}-channel`}
          value={value.channel ?? ''}
          onChange={(e) => onChange({ ...value, channel: (e.target.value || undefined) as MessageChannel | undefined })}
          className="h-10 text-sm"
        >
          <option value="">All channels</option>
          {MESSAGE_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {channelLabels[c]}
            </option>
          ))}
        </Select>
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange({})} className="h-10">
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
