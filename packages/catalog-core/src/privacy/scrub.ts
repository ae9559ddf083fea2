// What an error report may carry out of a process (issue 29): the same rules for the API and the web server, which
// both report through the Sentry SDK, so a new kind of personal data is taken out in one place.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A run of digits, spaces and phone punctuation holding at least 7 digits: a phone number (or a long id). */
const PHONE = /\+?\d[\d\s().\-/]{5,}\d/g;
const QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s?#"'`)<>]*|\/[^\s?#"'`)<>]*))[?#][^\s"'`)<>]*/gi;

/** A text with e-mail addresses, phone numbers and URLs' query strings and fragments taken out. */
export function scrubReportText(text: string): string {
  return String(text)
    .replace(EMAIL, '[email]')
    .replace(QUERY, '$1')
    .replace(PHONE, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run));
}

/**
 * Control characters (C0 with newline and tab, DEL, C1) and the bidirectional overrides: an ESC or OSC sequence in a
 * report would drive the terminal `pnpm errors` prints to, a newline would forge a log line or a stack frame, and a
 * bidi override would make the printed text read differently from what it holds.
 */
// eslint-disable-next-line no-control-regex -- taking control characters out is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g;

/** A one-line text of a report: control characters each run one space, then {@link scrubReportText}. */
export function scrubReportField(text: string): string {
  return scrubReportText(String(text).replace(CONTROLS, ' '));
}

/** A file name or URL without its query string and fragment (hashes of built files can look like numbers). */
export const withoutQueryString = (text: string): string => text.replace(QUERY, '$1');

/** The parts of a Sentry event the scrubbing reads or removes (structural, so no SDK is needed here). */
export interface ScrubbableEvent {
  request?: unknown;
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
  contexts?: unknown;
  server_name?: unknown;
  message?: unknown;
  exception?: {
    values?: {
      value?: unknown;
      stacktrace?: {
        frames?: {
          filename?: unknown;
          abs_path?: unknown;
          vars?: unknown;
          pre_context?: unknown;
          context_line?: unknown;
          post_context?: unknown;
        }[];
      };
    }[];
  };
}

/**
 * Sentry's beforeSend: what an event may carry out of the process is its exception, release, level and tags. The
 * request (URL, query string, cookies, headers, body), user, breadcrumbs (they hold what was typed or clicked), extra
 * and contexts are dropped; messages and file names are scrubbed, and stack frames lose their source lines.
 */
export function scrubErrorEvent<T extends ScrubbableEvent>(event: T): T {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.contexts;
  delete event.server_name;
  if (typeof event.message === 'string') event.message = scrubReportText(event.message);
  // A forged event may hold anything where an exception or a frame belongs (null, an object for a list): what is not
  // the shape is left for the receiver to refuse, never read here.
  const values: unknown = event.exception?.values;
  for (const value of Array.isArray(values) ? values : []) {
    if (typeof value !== 'object' || value === null) continue;
    if (typeof value.value === 'string') value.value = scrubReportText(value.value);
    const frames: unknown = value.stacktrace?.frames;
    for (const frame of Array.isArray(frames) ? frames : []) {
      if (typeof frame !== 'object' || frame === null) continue;
      if (typeof frame.filename === 'string') frame.filename = withoutQueryString(frame.filename);
      if (typeof frame.abs_path === 'string') frame.abs_path = withoutQueryString(frame.abs_path);
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  return event;
}
