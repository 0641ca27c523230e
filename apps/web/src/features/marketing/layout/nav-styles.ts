// Link styles shared by the desktop and mobile navigation.
export const navItem =
  'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-navy transition-colors hover:bg-slate-100 hover:text-teal ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 aria-[current=page]:text-teal';

export const menuLink =
  'block rounded-lg px-3 py-2 text-sm font-medium text-navy hover:bg-slate-100 hover:text-teal focus-visible:outline-2 focus-visible:-outline-offset-2 aria-[current=page]:text-teal';
