const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A party's time in the viewer's own time zone, e.g. "Mon, Nov 23, 8:00 PM". */
export function formatPartyTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** How far away a party is, e.g. "in 5 hours", "in 2 days", "started 10 minutes ago". */
export function relativePartyTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  const ago = minutes < 0;
  const abs = Math.abs(minutes);
  const [n, unit] =
    abs < 60
      ? [abs, 'minute']
      : abs < 48 * 60
        ? [Math.round(abs / 60), 'hour']
        : [Math.round(abs / 1440), 'day'];
  if (n === 0) return ago ? 'just started' : 'starting now';
  const text = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return ago ? `started ${text} ago` : `in ${text}`;
}

/** The value of a datetime-local input for a time (local, minutes precision). */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
