import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useDownloadResume } from '../api/download-resume';
import { inboxTexts } from '../components/inbox-texts';

/** Downloads one résumé at a time; a failure is a toast with the server's reason. */
export function useResumeDownload() {
  const download = useDownloadResume();
  return {
    start: (id: string, fallbackName: string) =>
      download.mutate({ id, fallbackName }, { onError: (err) => toast.error(errorMessage(err, inboxTexts.downloadFailed)) }),
    /** The application whose résumé is on its way, if any. */
    pendingId: download.isPending ? download.variables.id : null,
  };
}
