import { UserPlus } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useAutoClose } from '../hooks/use-auto-close';

type DialogLauncherProps = {
  label: string;
  title: string;
  description: string;
  size: 'md' | 'lg';
  /** The form; it calls `onCreated` after a success so the dialog closes 1500 ms later. */
  children: (onCreated: () => void) => ReactNode;
};

// A metrics-strip button and the creation dialog it opens. The form unmounts on close, so it reopens empty.
export function DialogLauncher({ label, title, description, size, children }: DialogLauncherProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { schedule, cancel } = useAutoClose(close);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        cancel();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <UserPlus aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} size={size}>
        {children(schedule)}
      </DialogContent>
    </Dialog>
  );
}
