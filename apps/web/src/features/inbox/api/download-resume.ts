import { api } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export type ResumeTarget = { id: string; fallbackName: string };

/**
 * GET /tor/download-resume?id= with the session's bearer token (a plain link could not send it), then saves
 * the bytes under the name the server gives.
 */
export const downloadResume = ({ id, fallbackName }: ResumeTarget): Promise<string> =>
  downloadFile(`${api.downloadResume}?${new URLSearchParams({ id }).toString()}`, '*/*', fallbackName);

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
