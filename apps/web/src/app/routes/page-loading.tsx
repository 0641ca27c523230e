import { Spinner } from '@/components/ui/spinner';

// Shown while the first screen's code loads.
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-slate-600">
      <Spinner className="size-6" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
