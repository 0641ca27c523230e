import { ImageOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useVisitPhoto } from '../api/plan-visits';

// A visit's proof photo, read with the session's token; a thumbnail that opens full size in a new tab.
export function VisitPhoto({ visitId, label, className }: { visitId: string; label: string; className?: string }) {
  const photo = useVisitPhoto(visitId);
  const box = cn('flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100', className);
  if (photo.isError)
    return (
      <span className={box} title="Could not load the photo">
        <ImageOff aria-hidden="true" className="size-5 text-slate-500" />
        <span className="sr-only">Could not load the photo</span>
      </span>
    );
  if (!photo.url)
    return (
      <span className={box}>
        <Spinner />
        <span className="sr-only">Loading photo</span>
      </span>
    );
  return (
    <a href={photo.url} target="_blank" rel="noreferrer" className={box}>
      <img src={photo.url} alt={label} className="size-full object-cover" />
    </a>
  );
}
