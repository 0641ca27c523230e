import { ApiError } from './api-client';
import { getSession } from './session';

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The file name the server gives in Content-Disposition, else the fallback. */
function fileNameOf(header: string | null, fallback: string): string {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
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
  if (!response.ok) throw new ApiError(response.status, await messageOf(response), undefined);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
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
