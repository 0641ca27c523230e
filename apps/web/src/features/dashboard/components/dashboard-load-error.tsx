import { schedulingMessages } from '@autospa/contract';
import { Button } from '@/components/ui/button';

// The role dashboard's figures could not be read: say so, and offer to ask again.
export function DashboardLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
      {schedulingMessages.failedDashboard}
      <Button variant="secondary" className="h-9" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
