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
  for (const value of event.exception?.values ?? []) {
    if (typeof value.value === 'string') value.value = scrubReportText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
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
