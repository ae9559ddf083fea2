import { describe, expect, it } from 'vitest';
import { scrubErrorEvent, scrubReportText } from './scrub';

describe('error report scrubbing', () => {
  it('takes e-mail addresses, phone numbers and query strings out of a text', () => {
    expect(
      scrubReportText(
        'asha@example.in called +91 98200 12345 from /wishlist?models=T1#x, code 2024',
      ),
    ).toBe('[email] called [number] from /wishlist code 2024');
  });

  it('keeps the exception and drops request data, user, breadcrumbs and source lines', () => {
    const event = scrubErrorEvent({
      message: 'failed for asha@example.in',
      request: { cookies: { session: 'secret' } },
      user: { id: 'u1' },
      breadcrumbs: [{ message: 'typed' }],
      extra: { form: 'values' },
      exception: {
        values: [
          {
            value: 'at https://site.example/p?token=1',
            stacktrace: { frames: [{ filename: '/assets/a-1.js?v=2', context_line: 'secret()' }] },
          },
        ],
      },
    });
    expect(event).toEqual({
      message: 'failed for [email]',
      exception: {
        values: [
          {
            value: 'at https://site.example/p',
            stacktrace: { frames: [{ filename: '/assets/a-1.js' }] },
          },
        ],
      },
    });
  });
});
