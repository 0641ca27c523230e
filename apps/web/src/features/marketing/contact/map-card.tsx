import { ExternalLink } from 'lucide-react';
import { art } from '@/content/images';
import { usePublicSite } from '@/lib/public-site';
import { Illustration } from '../shared/illustration';

export const MAP_HEIGHT_PX = 450; // SPEC.md §9

// A drawn map, not an embedded one: an embed needs a third-party host at every visit (and fails offline);
// the link opens the real map.
export function MapCard() {
  const { business } = usePublicSite();
  return (
    <figure className="relative overflow-hidden rounded-3xl border border-slate-200 bg-slate-100" style={{ height: MAP_HEIGHT_PX }}>
      <Illustration art={art.map} className="h-full w-full object-cover" />
      <figcaption className="absolute inset-x-4 bottom-4 flex flex-col gap-3 rounded-2xl bg-white/95 p-4 shadow-lg sm:flex-row sm:items-center sm:justify-between">
        <span>
          <span className="block font-semibold">{business.name}</span>
          <span className="text-sm text-slate-600">{business.addressLine}</span>
        </span>
        <a
          href={business.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 text-sm font-semibold text-teal hover:underline focus-visible:outline-2"
        >
          Open the map
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
