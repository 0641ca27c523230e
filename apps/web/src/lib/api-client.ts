import { routes } from '@autospa/contract';
import { clearSession, getSession } from './session';

// The one way the web app talks to the API (STYLE.md rule 10): same origin, '/tor/...'.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The server's `message`, when its error body had one. */
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
  }
}

export type ApiResponse<T> = { status: number; data: T };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the session's bearer token when one exists (default true). */
  auth?: boolean;
  /** Leave the session alone on a 401 (logout uses this). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the booking flow's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Read the answer as bytes (an image), not JSON (issue 20's visit photos). */
  asBlob?: boolean;
};

let onUnauthorized: () => void = () => window.location.assign(routes.login);

/** The app sets this to a router navigation so a 401 goes to the login page without a reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, auth = true, ignoreUnauthorized = false, signal } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  // A FormData body (file uploads) goes as multipart; the browser sets its Content-Type with the boundary. A Blob
  // (a photo) goes as it is, with its own type (issue 20).
  const isForm = body instanceof FormData;
  const isBlob = body instanceof Blob;
  if (isBlob) headers.set('Content-Type', body.type || 'application/octet-stream');
  else if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (options.asBlob) headers.set('Accept', '*/*');
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm || isBlob ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, undefined);
  }

  const data = options.asBlob && response.ok ? await response.blob() : await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token && !ignoreUnauthorized) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(response.status, messageOf(data), data);
  }
  return { status: response.status, data: data as T };
}

/** The server's message when the error carries one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
