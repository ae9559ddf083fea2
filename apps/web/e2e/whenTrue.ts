// Waiting for what a test expects from a process it started, on the process's own events rather than a timer: a
// condition over what it has logged is checked at once and again each time it writes or exits.
import type { EventEmitter } from 'node:events';

/**
 * Resolves once `holds()` is true, checked now and each time one of `sources` emits its event (a child's output, its
 * exit). Rejects after `timeoutMs` (a bound, not a wait) naming `what`, with `detail()` (say, what the child wrote).
 */
export function whenTrue(
  holds: () => boolean,
  sources: readonly (readonly [EventEmitter, string])[],
  what: string,
  { timeoutMs = 20_000, detail }: { timeoutMs?: number; detail?: () => string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(deadline);
      for (const [source, event] of sources) source.off(event, check);
    };
    const check = () => {
      if (!holds()) return;
      stop();
      resolve();
    };
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting for ${what}${detail ? `; so far:\n${detail()}` : ''}`));
    }, timeoutMs);
    for (const [source, event] of sources) source.on(event, check);
    check();
  });
}
