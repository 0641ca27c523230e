import { ApiError } from './api-client';
import { clearSession, getSession } from './session';

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The file name of a Content-Disposition header: the UTF-8 filename* when given, else the plain filename. */
function fileNameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      /* a malformed escape: use the plain name */
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/**
 * Downloads a file answer (a PDF, a CSV) to the user's disk and gives its name. A file, not JSON, so not through
 * apiRequest; it sends the session's bearer token the same way.
 */
export async function downloadFile(url: string, accept: string, fallbackName: string): Promise<string> {
  const token = getSession()?.token;
  const headers = new Headers({ Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined, undefined);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, await messageOf(response), undefined);
  }
  const name = fileNameFrom(response.headers.get('content-disposition')) || fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  return name;
}
