// The shared wait of tests and scripts (@fittings/loopback's waitFor): it waits for a condition, not for a time.
import { waitFor } from '@fittings/loopback';
import { describe, expect, it } from 'vitest';

describe('waitFor', () => {
  it('resolves with the first value that holds, as soon as it holds', async () => {
    let reads = 0;
    const value = await waitFor(
      async () => (reads += 1),
      (n) => n === 3,
    );
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('counts a read that throws as not yet done', async () => {
    let reads = 0;
    const value = await waitFor(() => {
      reads += 1;
      if (reads < 3) throw new Error('not listening yet');
      return 'answered';
    });
    expect(value).toBe('answered');
  });

  it('fails after its bound, naming what it waited for and the last value read', async () => {
    await expect(
      waitFor(
        () => ({ status: 'queued' }),
        (row) => row.status === 'sent',
        {
          name: 'the mail sent',
          timeoutMs: 100,
        },
      ),
    ).rejects.toThrow(
      'the mail sent did not happen within 100 ms (last value: {"status":"queued"})',
    );
    await expect(
      waitFor(
        () => {
          throw new Error('ECONNREFUSED');
        },
        undefined,
        { timeoutMs: 50 },
      ),
    ).rejects.toThrow('the condition did not happen within 50 ms (last error: ECONNREFUSED)');
  });
});
