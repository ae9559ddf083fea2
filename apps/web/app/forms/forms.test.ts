import { ApiError } from '@fittings/api-client';
import { describe, expect, it } from 'vitest';
import { testTranslators } from '../test/text';
import { captchaTokenOf, formValues, outcomeOfError } from './forms';

const english = testTranslators.en;

describe('formValues and captchaTokenOf', () => {
  it("keeps the visitor's fields and leaves out the hidden ones", () => {
    const data = new FormData();
    data.set('_xsrf', 'token');
    data.set('_key', 'key');
    data.set('name', 'Asha');
    data.set('consent', 'on');
    data.set('cf-turnstile-response', 'widget');
    expect(formValues(data)).toEqual({ name: 'Asha', consent: 'on' });
    expect(captchaTokenOf(data)).toBe('widget');
  });

  it('falls back to the local test token when no widget answered', () => {
    const data = new FormData();
    data.set('captchaToken', 'local-captcha-test-token');
    expect(captchaTokenOf(data)).toBe('local-captcha-test-token');
    expect(captchaTokenOf(new FormData())).toBeUndefined();
  });
});

describe('outcomeOfError', () => {
  it("shows the API's messages beside their fields", () => {
    const error = new ApiError('Please check these fields.', {
      kind: 'http',
      status: 400,
      body: { success: false, message: '…', errors: { captcha: 'Please confirm…' } },
    });
    expect(outcomeOfError(error, { name: 'Asha' }, english)).toEqual({
      status: 'invalid',
      errors: { captcha: 'Please confirm…' },
      values: { name: 'Asha' },
    });
  });

  it('shows any other refusal as one message: the rate limit, no connection, anything else', () => {
    const limited = new ApiError('Too many requests: please wait 12 seconds and try again.', {
      kind: 'http',
      status: 429,
    });
    expect(outcomeOfError(limited, {}, english)).toMatchObject({
      status: 'failed',
      message: 'Too many requests: please wait 12 seconds and try again.',
    });
    const offline = new ApiError('could not connect to our servers', { kind: 'network' });
    expect(outcomeOfError(offline, {}, english)).toMatchObject({
      message: 'could not connect to our servers',
    });
    expect(outcomeOfError(new TypeError('x'), {}, english)).toMatchObject({
      message: 'Something went wrong!',
    });
    // A failure with no words of the API's is said in the page's language.
    expect(outcomeOfError(new TypeError('x'), {}, testTranslators.hi)).toMatchObject({
      message: 'कुछ गड़बड़ हो गई!',
    });
  });
});
