import type { BookingView } from '@autospa/contract';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Calendar, luxonLocalizer, Views, type EventProps } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './timeline-calendar.css';
import { cn } from '@/lib/cn';
import { TimelineBlock } from './timeline-block';
import type { TimelineEvent, TimelineResource } from './timeline-event';
import { blockStyle } from './timeline-status-style';
import { dayDate, dayOfClock, gridHours, wallClock } from './timeline-time';

// The addon is CommonJS: the build hands over its module object ({default: fn}) where a bundler in Node mode
// keeps module.exports whole, or the function itself.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DnDCalendar = withDragAndDrop<TimelineEvent, TimelineResource>(Calendar);
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
// The block's label says the time itself: the library's own time range line would repeat it.
const formats = { eventTimeRangeFormat: () => '' };

export type TimelineView = 'day' | 'week';

type TimelineCalendarProps = {
  view: TimelineView;
  day: string;
  zone: string;
  hours: { open: string; close: string } | null;
  events: TimelineEvent[];
  resources: TimelineResource[];
  now: number;
  selectedId: string | null;
  onOpen: (booking: BookingView) => void;
  onMove: (args: EventInteractionArgs<TimelineEvent>) => void;
  onEmployeeDrop: (booking: BookingView, employeeId: string) => void;
  onDrillDown: (day: string) => void;
};

/**
 * react-big-calendar's day view with one column per bay (week: seven days, compact), its drag-and-drop addon
 * moving blocks in time and between bays. Blocks can be moved, not resized (the length is the service's).
 */
export function TimelineCalendar(props: TimelineCalendarProps) {
  const { view, day, zone, hours, events, resources, now, selectedId, onOpen, onMove, onEmployeeDrop, onDrillDown } = props;
  const compact = view === 'week';
  const { min, max } = useMemo(() => gridHours(day, hours, events), [day, hours, events]);
  // Today opens an hour before now; another day at its first hour. Kept per day, so the minute tick does not scroll.
  const scrollTo = useMemo(() => {
    const soon = wallClock(Date.now() - 3_600_000, zone);
    return dayOfClock(soon) === day && soon > min ? soon : min;
  }, [day, zone, min]);
  const Block = useCallback(
    ({ event }: EventProps<TimelineEvent>) => (
      <TimelineBlock booking={event.booking} zone={zone} now={now} compact={compact} onEmployeeDrop={onEmployeeDrop} />
    ),
    [zone, now, compact, onEmployeeDrop],
  );
  const perDay = useMemo(() => {
    const counts = new Map<string, number>();
    for (const e of events) counts.set(e.booking.date, (counts.get(e.booking.date) ?? 0) + 1);
    return counts;
  }, [events]);
  const components = useMemo(
    () => ({
      event: Block,
      // The week's day headers say how full each day is.
      ...(compact && {
        header: ({ date, label }: { date: Date; label: string }) => {
          const count = perDay.get(dayOfClock(date)) ?? 0;
          return (
            <span>
              {label}{' '}
              <span className="font-normal text-slate-600">
                · {count} booking{count === 1 ? '' : 's'}
              </span>
            </span>
          );
        },
      }),
    }),
    [Block, compact, perDay],
  );
  const selected = events.find((e) => e.id === selectedId);
  // The grid scrolls on its own: reachable from the keyboard even on a day without blocks (axe's
  // scrollable-region-focusable); the library renders it without a prop for that.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const grid = wrapper.current?.querySelector('.rbc-time-content');
    if (!grid || grid.hasAttribute('tabindex')) return;
    grid.setAttribute('tabindex', '0');
    grid.setAttribute('role', 'region');
    grid.setAttribute('aria-label', 'Bookings by time');
  });
  return (
    <div ref={wrapper} className={cn('timeline h-[calc(100dvh-15rem)] min-h-[34rem]', compact && 'timeline-week')}>
      <DnDCalendar
        localizer={localizer}
        formats={formats}
        events={events}
        date={dayDate(day)}
        view={view === 'day' ? Views.DAY : Views.WEEK}
        views={[Views.DAY, Views.WEEK]}
        onView={() => undefined}
        onNavigate={() => undefined}
        // A week's day header opens that day.
        onDrillDown={(date) => onDrillDown(dayOfClock(date))}
        toolbar={false}
        getNow={() => wallClock(now, zone)}
        min={min}
        max={max}
        scrollToTime={scrollTo}
        step={15}
        timeslots={4}
        {...(view === 'day' && {
          resources,
          resourceIdAccessor: (r: TimelineResource) => r.id,
          resourceTitleAccessor: (r: TimelineResource) => r.title,
        })}
        resourceAccessor={(e) => e.resourceId}
        tooltipAccessor={null}
        dayLayoutAlgorithm="no-overlap"
        {...(selected && { selected })}
        eventPropGetter={(e) => ({ className: 'timeline-event', style: blockStyle(e.booking.status) })}
        onSelectEvent={(e) => onOpen(e.booking)}
        onKeyPressEvent={(e, key) => {
          const { key: pressed } = key as unknown as KeyboardEvent;
          if (pressed === 'Enter' || pressed === ' ') {
            key.preventDefault();
            onOpen(e.booking);
          }
        }}
        draggableAccessor={(e) => e.booking.bayId !== null && e.booking.status !== 'Completed'}
        resizable={false}
        onEventDrop={onMove}
        components={components}
      />
    </div>
  );
}
