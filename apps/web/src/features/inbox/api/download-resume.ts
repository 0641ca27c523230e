import { api } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { clearSession, getSession } from '@/lib/session';

export type ResumeTarget = { id: string; fallbackName: string };

/** The file name of a Content-Disposition header: the UTF-8 filename* when given, else the plain filename. */
export function fileNameFrom(header: string | null): string | undefined {
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

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /tor/download-resume?id= with the session's bearer token (a plain link could not send it), then saves
 * the bytes under the name the server gives.
 */
export async function downloadResume({ id, fallbackName }: ResumeTarget): Promise<string> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(`${api.downloadResume}?${new URLSearchParams({ id }).toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, undefined, undefined);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, await serverMessage(response), undefined);
  }
  const name = fileNameFrom(response.headers.get('content-disposition')) || fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
