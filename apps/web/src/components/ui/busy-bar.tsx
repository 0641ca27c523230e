// Shown on the top edge of a relative container while newer data loads: what is on screen stays fully
// legible (dimming it would fail contrast), and the container itself carries aria-busy for screen readers.
export function BusyBar({ busy }: { busy: boolean }) {
  if (!busy) return null;
  return <div aria-hidden="true" className="absolute inset-x-3 top-0 z-30 h-0.5 animate-pulse rounded-full bg-teal" />;
}
