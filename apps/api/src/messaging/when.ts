// "Sat 29 Nov, 10:30 AM IST": the business's time zone, with the weekday (issue 19), in every language.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function messageTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  // India's zone prints as GMT+5:30 in Intl; the product labels it IST.
  const zone = timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta' ? 'IST' : parts.timeZoneName;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zone}`;
}
