import { describe, expect, it } from 'vitest';
import { limitKeyOf } from './limitKey';
import { scrubErrorEvent, scrubReportField, scrubReportText } from './scrub';

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

describe('report fields and forged events (issue 41)', () => {
  it('takes terminal escapes, forged lines and personal data out of a one-line field', () => {
    expect(
      scrubReportField(
        'Type\u001b]8;;http://x\u0007Error\n    at forged (x.js:1:1) asha@example.in 98200 12345',
      ),
    ).toBe('Type ]8;;http://x Error     at forged (x.js:1:1) [email] [number]');
    expect(scrubReportField('a\u202eb\u009bc')).toBe('a b c');
  });

  it('reads past exceptions and frames that are not objects instead of throwing', () => {
    for (const exception of [
      { values: [null] },
      { values: {} },
      { values: [{ value: 'x', stacktrace: { frames: {} } }] },
      { values: [{ value: 'x', stacktrace: { frames: [null, 3] } }] },
    ])
      expect(() => scrubErrorEvent({ exception } as never)).not.toThrow();
  });
});

describe('limitKeyOf', () => {
  it('counts an IPv6 address by its /64 and an IPv4 address as it is', () => {
    expect(limitKeyOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf(undefined)).toBe('unknown');
  });
});
