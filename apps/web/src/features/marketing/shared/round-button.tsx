import type { LucideIcon } from 'lucide-react';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  dark: 'bg-navy/60 text-white ring-1 ring-white/40 hover:bg-navy',
  light: 'border border-slate-300 bg-white text-navy hover:bg-slate-50',
};

type RoundButtonProps = { label: string; icon: LucideIcon; tone?: keyof typeof tones; onClick: () => void; className?: string };

/** The round icon buttons of the sliders and carousels (previous, next, pause). */
export function RoundButton({ label, icon: Icon, tone = 'light', onClick, className }: RoundButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

type PlayPauseButtonProps = { stopped: boolean; onToggle: () => void; what: string } & Pick<RoundButtonProps, 'tone' | 'className'>;

/** Stops and restarts an autoplaying part (WCAG 2.2.2): 'Pause slideshow' / 'Play slideshow'. */
export function PlayPauseButton({ stopped, onToggle, what, ...rest }: PlayPauseButtonProps) {
  return <RoundButton label={`${stopped ? 'Play' : 'Pause'} ${what}`} icon={stopped ? Play : Pause} onClick={onToggle} {...rest} />;
}
