import type { Art } from '@/content/images';

type IllustrationProps = {
  art: Art;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  /** Purely decorative here (the text next to it says the same): hidden from screen readers. */
  decorative?: boolean;
  className?: string;
};

// Every picture has its intrinsic size set, so nothing shifts when it arrives.
export function Illustration({ art, priority = false, decorative = false, className = 'h-auto w-full' }: IllustrationProps) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={decorative ? '' : art.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
