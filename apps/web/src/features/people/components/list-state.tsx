import { Spinner } from '@/components/ui/spinner';

// A list screen's loading and error states (SPEC.md §4: loading, loaded, or error message).
export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-600">
      <Spinner />
      {text}
    </p>
  );
}

export function ListError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-danger">
      {text}
    </p>
  );
}
