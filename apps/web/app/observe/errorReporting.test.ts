// The browser's error reporting loads the Sentry SDK at the first failure only, sends each kind of failure once per
// page view and five kinds at most, and sends nothing in development.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('./sentryBrowser', () => ({ send }));

async function freshReporter() {
  vi.resetModules();
  return import('./errorReporting');
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportError', () => {
  beforeEach(() => {
    send.mockClear();
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('sends a failure once however often it happens, and at most five kinds a page', async () => {
    const { reportError } = await freshReporter();
    const failure = new Error('The list could not be drawn');
    reportError(failure);
    reportError(failure);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(failure);
    for (let i = 0; i < 10; i++) reportError(new TypeError(`kind ${i}`));
    await settle();
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('turns what was thrown into an Error', async () => {
    const { reportError } = await freshReporter();
    reportError('a string was thrown');
    await settle();
    expect(send.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect((send.mock.calls[0]?.[0] as Error).message).toBe('a string was thrown');
  });

  it('sends nothing in development', async () => {
    vi.stubEnv('DEV', true);
    const { reportError } = await freshReporter();
    reportError(new Error('in development'));
    await settle();
    expect(send).not.toHaveBeenCalled();
  });
});
