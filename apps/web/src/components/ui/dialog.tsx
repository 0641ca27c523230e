import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

type DialogContentProps = {
  title: string;
  description?: ReactNode;
  /** sm for confirmations, md for the user forms, lg for the (wider) employee form (SPEC.md §9). */
  size?: keyof typeof widths;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
};

// A centred modal: focus is trapped, Escape and the close button close it, the page behind is inert.
export function DialogContent({ title, description, size = 'md', role = 'dialog', children }: DialogContentProps) {
  // Popups opened from a row's icon have no Radix Trigger: give focus back to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-navy/50" />
      <RadixDialog.Content
        role={role}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        // Without a description Radix warns unless told there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-2xl bg-white shadow-xl focus:outline-none',
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg font-semibold text-navy">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
          </div>
          <RadixDialog.Close className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
