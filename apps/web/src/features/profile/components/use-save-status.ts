import { useState } from 'react';
import type { StatusTone } from '@/components/ui/form-message';

export type SaveStatus = { tone: StatusTone; text: string } | null;

// The line under a profile form: what the last save did.
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>(null);
  return {
    status,
    success: (text: string) => setStatus({ tone: 'success', text }),
    error: (text: string) => setStatus({ tone: 'error', text }),
    clear: () => setStatus(null),
  };
}
