// Dates as the site writes them, in the page's language ("1 October 2026", "1 अक्टूबर 2026"), through the
// translator's Intl formatting. An ISO date names a calendar day, so it is read and written in UTC: the same day on
// the server and in every visitor's time zone (no hydration mismatch, no day early west of Greenwich).
import type { Translator } from '@fittings/catalog-core';

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** An ISO date (`2026-10-01`) written out in full in the translator's language; the input unchanged when it is not a date. */
export function formatDate(iso: string, text: Pick<Translator, 'date'>): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day));
  // Date.UTC rolls an impossible day (2026-02-31) over into the next month: that is not the date written.
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return iso;
  return text.date(date, DAY);
}

/** A duration in seconds as minutes and seconds, e.g. `4:05`. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
