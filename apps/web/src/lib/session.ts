import type { LoginResponse } from '@autospa/contract';

// SPEC.md §3 Session: separate items for token, email and typeOfUser, plus one combined record.
export type Session = {
  token: string;
  email: string;
  username: string;
  typeOfUser: string;
  employeeId: string;
};

const KEY = { token: 'token', email: 'email', typeOfUser: 'typeOfUser', userData: 'userData' } as const;
const CHANGE_EVENT = 'autospa:session-change';

let cachedKey: string | null = null;
let cachedSession: Session | null = null;

function readString(record: Record<string, unknown>, key: keyof Session): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function readUserData(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function getSession(): Session | null {
  let token: string | null, email: string | null, typeOfUser: string | null, userData: string | null;
  try {
    token = localStorage.getItem(KEY.token);
    email = localStorage.getItem(KEY.email);
    typeOfUser = localStorage.getItem(KEY.typeOfUser);
    userData = localStorage.getItem(KEY.userData);
  } catch {
    return null; // storage blocked (private mode, policies)
  }
  if (!token) return null;
  // Same storage contents give the same object, as useSyncExternalStore requires.
  const key = JSON.stringify([token, email, typeOfUser, userData]);
  if (key === cachedKey) return cachedSession;
  const record = readUserData(userData);
  cachedKey = key;
  cachedSession = {
    token,
    email: email ?? readString(record, 'email') ?? '',
    username: readString(record, 'username') ?? '',
    typeOfUser: typeOfUser ?? readString(record, 'typeOfUser') ?? '',
    employeeId: readString(record, 'employeeId') ?? '',
  };
  return cachedSession;
}

export function saveSession(login: LoginResponse): Session {
  const session: Session = {
    token: login.token,
    email: login.email,
    username: login.username,
    typeOfUser: login.typeOfUser,
    employeeId: login.employeeId,
  };
  localStorage.setItem(KEY.token, session.token);
  localStorage.setItem(KEY.email, session.email);
  localStorage.setItem(KEY.typeOfUser, session.typeOfUser);
  localStorage.setItem(KEY.userData, JSON.stringify(session));
  signingOut = false;
  notify();
  return session;
}

/** The person changed its own name or email: keep the stored session in step (the menu shows them). */
export function updateSessionDetails(details: Pick<Session, 'username' | 'email'>): void {
  const session = getSession();
  if (!session) return;
  const next: Session = { ...session, ...details };
  localStorage.setItem(KEY.email, next.email);
  localStorage.setItem(KEY.userData, JSON.stringify(next));
  notify();
}

let signingOut = false;

/** Logout navigates away itself: until the signed-in area unmounts, its guard must not redirect to login. */
export function clearSessionForLogout(): void {
  signingOut = true;
  clearSession();
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function endSigningOut(): void {
  signingOut = false;
}

// Logout clears all browser storage (SPEC.md §2), not only the session keys.
export function clearSession(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  notify();
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage || event.storageArea === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage); // other tabs
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
