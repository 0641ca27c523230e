import { PermanentSendError } from './types.js';

export const defaultTimeoutMs = 10_000;

export interface ProviderAnswer {
  status: number;
  /** The answer's JSON, or null when it is not JSON. */
  body: unknown;
}

interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return cause?.code ? `${message} (${cause.code})` : message;
}

/** One POST to a provider; a network failure or timeout throws a plain Error (the queue tries again). */
export async function postToProvider(provider: string, { url, headers, body, timeoutMs }: ProviderRequest): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // An HTML error page from a proxy: the status tells enough.
    }
    return { status: response.status, body: json };
  } catch (error) {
    // The request's headers (the credentials) are never part of the message.
    throw new Error(`${provider}: ${reasonOf(error, timeoutMs)}`, { cause: error });
  }
}

/** 4xx means this message is refused for good, except for credentials (401/403), timeouts (408) and rate limits (429). */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

export function refusal(provider: string, status: number, detail: string, permanent = isPermanentStatus(status)): Error {
  const message = `${provider} refused the message (HTTP ${status}): ${detail}`;
  return permanent ? new PermanentSendError(message) : new Error(message);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** '+919810012345' → '919810012345': the form MSG91, WhatsApp and Gupshup take. */
export const digitsOf = (e164: string) => e164.replace(/^\+/, '');
