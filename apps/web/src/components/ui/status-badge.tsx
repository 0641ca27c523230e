import { cn } from '@/lib/cn';

const tones = {
  success: 'bg-green-50 text-eco ring-green-600/20',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  info: 'bg-cyan-50 text-teal-dark ring-teal/20',
  navy: 'bg-navy text-white ring-navy',
} as const;

export type BadgeTone = keyof typeof tones;

// A small status word; colour is never the only signal, the word is always there.
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
