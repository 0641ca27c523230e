import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';

/** The guest's calendar file is a plain link: its token is the key. */
export const guestIcsHref = (token: string) => `${api.getBookingIcs}?token=${encodeURIComponent(token)}`;

/**
 * The signed-in customer's calendar file: read with the session's token (a plain link carries none), then handed
 * to the browser as a download that a phone opens in its calendar.
 */
export async function downloadBookingIcs(id: string, reference: string): Promise<void> {
  const { data } = await apiRequest<string>(api.getBookingIcs, { query: { id } });
  const url = URL.createObjectURL(new Blob([data], { type: 'text/calendar' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `auto-spa-${reference}.ics` });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
