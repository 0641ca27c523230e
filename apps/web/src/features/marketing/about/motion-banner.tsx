import { useState } from 'react';
import { art } from '@/content/images';
import { Illustration } from '../shared/illustration';
import { PlayPauseButton } from '../shared/round-button';
import { useReducedMotion } from '../shared/use-reduced-motion';
import './motion-banner.css';

const bubbles = Array.from({ length: 14 }, (_, i) => ({
  left: `${(i * 53) % 100}%`,
  size: 10 + ((i * 7) % 22),
  delay: `${(i * 0.55) % 7}s`,
}));

// SPEC.md's "video banner", drawn instead of filmed: the picture with foam bubbles rising over it.
export function MotionBanner() {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <div className="motion-banner relative overflow-hidden rounded-3xl bg-navy" data-paused={paused}>
      <Illustration art={art.landing2} priority />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {bubbles.map((b, i) => (
          <span
            key={i}
            className="bubble absolute bottom-0 rounded-full border border-white/70 bg-white/20"
            style={{ left: b.left, width: b.size, height: b.size, animationDelay: b.delay }}
          />
        ))}
      </div>
      {!reducedMotion && (
        <PlayPauseButton
          stopped={paused}
          onToggle={() => setPaused((p) => !p)}
          what="animation"
          tone="dark"
          className="absolute right-4 bottom-4"
        />
      )}
    </div>
  );
}
