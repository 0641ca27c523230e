import { cn } from '@/lib/cn';

// A number plate as it looks on the car: black on white, bold, evenly spaced.
export function Plate({ plate, retired = false }: { plate: string; retired?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md border-2 bg-white px-2.5 py-1 font-mono text-base leading-none font-bold tracking-widest',
        retired ? 'border-slate-300 text-slate-500 line-through' : 'border-navy text-navy',
      )}
    >
      {plate}
    </span>
  );
}
