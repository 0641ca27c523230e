import type { PublicServiceView } from '@autospa/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { telHref } from '@/content/business';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { RoundButton } from '../shared/round-button';
import { Section } from '../shared/section';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { homeY } from './home-layout';
import { ServicePanel } from './service-panel';

const title = 'Every wash, with its price';
// Light on a phone (after the white why-us), white on a wide screen (after the light offered services).
const alternate = 'md:bg-white';

// SPEC.md §2's tab carousel of the services, now the catalog's bookable services with their durations and
// "from" prices (issue 18: one source of truth). Previous and next wrap around. Embla slides the panels (and
// follows a swipe); the tabs, buttons and arrow keys drive it.
export function ServicesCarousel() {
  const { services, business } = usePublicSite();
  if (services.length === 0) {
    const phone = business.phones[0];
    return (
      <Section id="wash-menu" eyebrow="Wash menu" title={title} className={alternate} spacing={homeY}>
        <p className="text-center text-slate-700">
          Online booking opens soon.
          {phone && (
            <>
              {' '}
              Call us on{' '}
              <a href={telHref(phone)} className="font-semibold text-teal underline-offset-4 hover:underline focus-visible:outline-2">
                {phone}
              </a>{' '}
              to book a wash.
            </>
          )}
        </p>
      </Section>
    );
  }
  return <ServiceTabs services={services} />;
}

function ServiceTabs({ services }: { services: PublicServiceView[] }) {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = services.length;
  const wrap = (i: number) => (i + count) % count;

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
    tabs.current[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focus) tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <Section id="wash-menu" eyebrow="Wash menu" title={title} className={alternate} spacing={homeY}>
      <div className="flex items-center gap-2 sm:gap-3">
        <RoundButton label="Previous service" icon={ChevronLeft} onClick={() => select(active - 1)} className="shrink-0" />
        <div role="tablist" aria-label="Wash services" className="flex flex-1 gap-2 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          {services.map((s, i) => (
            <button
              key={s.serviceName}
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
                'min-h-11 shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2',
                i === active ? 'bg-navy text-white' : 'bg-slate-100 text-navy hover:bg-slate-200',
              )}
            >
              {s.serviceName}
            </button>
          ))}
        </div>
        <RoundButton label="Next service" icon={ChevronRight} onClick={() => select(active + 1)} className="shrink-0" />
      </div>
      <div ref={viewportRef} className="mt-6 overflow-hidden md:mt-8">
        <div className="-ml-4 flex">
          {services.map((service, i) => (
            <div
              key={service.serviceName}
              role="tabpanel"
              id={`${id}-panel-${i}`}
              aria-labelledby={`${id}-tab-${i}`}
              aria-hidden={i !== active}
              inert={i !== active}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4"
            >
              <ServicePanel service={service} position={i} />
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
