import { messages } from '@autospa/contract';
import { toast } from 'sonner';
import { queryClient } from './query-client';

// Loaded only when a signed-in call answers 401 (the signed-in area has already loaded both libraries).
export function announceSessionExpired(): void {
  queryClient.clear();
  toast.error(messages.auth.sessionExpired, { id: 'session-expired' });
}
