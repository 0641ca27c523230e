import { CONTACT_SERVICE_TYPES } from '@autospa/contract';

const receivedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** When an item arrived, to the minute: 5 Mar 2026, 3:04 pm. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : receivedFormat.format(date);
}

/** A file size as people read it: 820 B, 12.4 KB, 1.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The contact form's service value as its label ('wax' → 'Wax & Polish'). */
export const serviceLabel = (value: string) => CONTACT_SERVICE_TYPES.find((s) => s.value === value)?.label ?? value;
