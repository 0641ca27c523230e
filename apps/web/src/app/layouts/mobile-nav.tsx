import { dashboardFor } from '@autospa/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import type { Session } from '@/lib/session';
import { AccountSummary } from './account-summary';
import { LogoutMenuButton } from './logout-menu-button';
import { SideMenu } from './side-menu';

// Below 1024 px the side menu is a drawer opened from the top bar.
export function MobileNav({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 lg:hidden">
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger className="flex size-10 items-center justify-center rounded-lg text-navy hover:bg-slate-100">
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Open menu</span>
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-navy/50" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
          >
            <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
              <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
              <Logo />
              <RadixDialog.Close className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy">
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Close menu</span>
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-3 py-4">
              <SideMenu role={session.typeOfUser} onNavigate={() => setOpen(false)} />
            </div>
            <div className="shrink-0 space-y-2 border-t border-slate-200 px-3 py-3">
              <AccountSummary session={session} />
              <LogoutMenuButton />
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <Link to={dashboardFor(session.typeOfUser)} className="rounded-lg">
        <Logo />
      </Link>
    </header>
  );
}
