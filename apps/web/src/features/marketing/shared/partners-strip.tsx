import { partners } from '@/content/home/partners';
import { Marquee } from './marquee';

// Partner wordmarks as styled text: crisp at any size and readable by screen readers.
export function PartnersStrip() {
  return (
    <Marquee label="Our partners">
      {partners.map((name, i) => (
        <li
          key={name}
          className="flex h-16 w-48 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 text-lg font-extrabold tracking-tight text-slate-700"
        >
          <span className={i % 2 ? 'text-teal' : 'text-navy'}>{name}</span>
        </li>
      ))}
    </Marquee>
  );
}
