import { useState } from 'react';
import { TRUNCATE_AT } from './types';

// Text over 80 characters is cut, with a toggle to read it whole (SPEC.md §2 Shared data table).
export function TruncatedText({ text, limit = TRUNCATE_AT }: { text: string; limit?: number }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit) return <>{text}</>;
  return (
    <span className="break-words">
      {expanded ? text : `${text.slice(0, limit).trimEnd()}…`}{' '}
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        className="rounded-sm text-xs font-semibold whitespace-nowrap text-teal hover:text-teal-dark hover:underline"
      >
        {expanded ? 'Show Less' : 'Show More'}
      </button>
    </span>
  );
}

/** How a plain cell value reads: lists joined, empty values as a dash. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  // An object-valued column (drawn by its own cell renderer) keeps reading as before here, for the search filter.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}
