// The unfinished booking: kept in sessionStorage, so it survives a trip to Sign In / Sign Up and back (and a
// reload), and is forgotten when the tab closes, at logout (which clears storage) and once the booking is made.

export type BookDraft = {
  /** A saved car (signed-in); '' while a new one is typed in. */
  vehicleId: string;
  plate: string;
  categoryName: string;
  subName: string;
  serviceName: string;
  addOns: string[];
  date: string;
  time: string;
  /** The guest's details (a signed-in customer is not asked). */
  name: string;
  phone: string;
  email: string;
  createAccount: boolean;
  /** A service "at your door": where the car is parked. */
  address: string;
  landmark: string;
  /** Issue 20: pay with one credit of this plan (a signed-in customer's subscription); '' pays the price. */
  subscriptionId: string;
  /**
   * The Idempotency-Key of this review: made once when the customer first confirms, kept across retries (a
   * double tap, a dropped connection) and dropped whenever anything of the booking changes.
   */
  idempotencyKey: string;
};

export const emptyDraft: BookDraft = {
  vehicleId: '',
  plate: '',
  categoryName: '',
  subName: '',
  serviceName: '',
  addOns: [],
  date: '',
  time: '',
  name: '',
  phone: '',
  email: '',
  createAccount: false,
  address: '',
  landmark: '',
  subscriptionId: '',
  idempotencyKey: '',
};

const KEY = 'autospa:book-draft';

export function readDraft(): BookDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return emptyDraft;
    const draft = { ...emptyDraft };
    for (const [key, fallback] of Object.entries(emptyDraft) as [keyof BookDraft, unknown][]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (Array.isArray(fallback) ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === typeof fallback)
        (draft as Record<string, unknown>)[key] = value;
    }
    return draft;
  } catch {
    return emptyDraft; // storage blocked or a broken value: start afresh
  }
}

export function writeDraft(draft: BookDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage unavailable: the draft lives as long as the page
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
