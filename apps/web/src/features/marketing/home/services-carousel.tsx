import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { tabServices } from '@/content/home/services';
import { cn } from '@/lib/cn';
import { CheckList } from '../shared/check-list';
import { Illustration } from '../shared/illustration';
import { RoundButton } from '../shared/round-button';
import { Section } from '../shared/section';
import { useReducedMotion } from '../shared/use-reduced-motion';

const wrap = (i: number) => (i + tabServices.length) % tabServices.length;
// SPEC.md §2: a tab carousel of the five services; previous and next wrap around. Embla slides the panels
// (and follows a swipe); the tabs, buttons and arrow keys drive it.
export function ServicesCarousel() {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setActive(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  function select(i: number, focus = false) {
    const next = wrap(i);
    setActive(next);
    embla?.scrollTo(next, reducedMotion); // a jump, without the slide, for a visitor who asked for less motion
    if (focus) tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabServices.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <Section id="wash-menu" eyebrow="Wash menu" title="Five washes, timed to the minute" tone="white">
      <div className="flex items-center gap-3">
        <RoundButton label="Previous service" icon={ChevronLeft} onClick={() => select(active - 1)} className="shrink-0" />
        <div role="tablist" aria-label="Wash services" className="flex flex-1 gap-2 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          {tabServices.map((s, i) => (
            <button
              key={s.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => select(i)}
              className={cn(
                'shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2',
                i === active ? 'bg-navy text-white' : 'bg-slate-100 text-navy hover:bg-slate-200',
              )}
            >
              {s.name}
            </button>
          ))}
        </div>
        <RoundButton label="Next service" icon={ChevronRight} onClick={() => select(active + 1)} className="shrink-0" />
      </div>
      <div ref={viewportRef} className="mt-8 overflow-hidden">
        <div className="-ml-4 flex">
          {tabServices.map((service, i) => (
            <div
              key={service.id}
              role="tabpanel"
              id={`${id}-panel-${i}`}
              aria-labelledby={`${id}-tab-${i}`}
              aria-hidden={i !== active}
              inert={i !== active}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4"
            >
              <div className="grid h-full items-center gap-8 rounded-3xl border border-slate-200 bg-foam p-6 md:grid-cols-2 md:p-10">
                <div>
                  <p className="inline-flex items-center gap-2 rounded-full bg-teal px-3 py-1 text-sm font-semibold text-white">
                    <Clock aria-hidden="true" className="size-4" />
                    {service.minutes} min
                  </p>
                  <h3 className="mt-4 text-2xl font-bold">{service.name}</h3>
                  <p className="mt-3 text-slate-600">{service.description}</p>
                  <CheckList items={service.includes} className="mt-5" />
                  <Link to={service.link} className={cn(buttonClasses('primary'), 'mt-6')}>
                    Read More<span className="sr-only"> about {service.name}</span>
                  </Link>
                </div>
                <Illustration art={service.image} decorative className="mx-auto h-auto w-full max-w-md" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
