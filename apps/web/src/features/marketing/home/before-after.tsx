import { ChevronsLeftRight } from 'lucide-react';
import { art } from '@/content/images';
import { Illustration } from '../shared/illustration';
import { Section } from '../shared/section';
import { useComparison } from './use-comparison';
import { wideOnly } from './home-layout';

const LINE_WIDTH = 2; // SPEC.md §9
const HANDLE_SIZE = 50;

export function BeforeAfter() {
  const { position, area, areaHandlers, onKeyDown } = useComparison();
  const percent = Math.round(position * 100);
  return (
    <Section
      id="before-after"
      eyebrow="Before and after"
      title="See the difference one wash makes"
      intro="Drag the handle, or focus it and use the arrow keys."
      className={wideOnly}
    >
      <div
        ref={area}
        {...areaHandlers}
        className="relative mx-auto max-w-4xl cursor-ew-resize touch-pan-y overflow-hidden rounded-3xl border border-slate-200 select-none"
      >
        <Illustration art={art.after} />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}>
          <Illustration art={art.before} />
        </div>
        <span className="absolute top-4 left-4 rounded-full bg-navy/80 px-3 py-1 text-sm font-semibold text-white">Before</span>
        <span className="absolute top-4 right-4 rounded-full bg-navy/80 px-3 py-1 text-sm font-semibold text-white">After</span>
        <div
          aria-hidden="true"
          className="absolute inset-y-0 -translate-x-1/2 bg-white"
          style={{ left: `${percent}%`, width: LINE_WIDTH }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label="Before and after comparison"
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={position}
          aria-valuetext={`${percent}% before, ${100 - percent}% after`}
          onKeyDown={onKeyDown}
          className="absolute top-1/2 flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-navy shadow-lg ring-2 ring-navy focus-visible:outline-4 focus-visible:outline-offset-2"
          style={{ left: `${percent}%`, width: HANDLE_SIZE, height: HANDLE_SIZE }}
        >
          <ChevronsLeftRight aria-hidden="true" className="size-6" />
        </div>
      </div>
    </Section>
  );
}
